import { zodResolver } from '@hookform/resolvers/zod';
import { Plus } from 'lucide-react';
import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import { BANK_LABELS, MSG, type WebsiteOption } from '@rekon/contracts';
import { FormDialog } from '../../../components/ui/form-dialog';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import type { NoticeTone } from '../../../components/ui/notice';
import { Select } from '../../../components/ui/select';
import { WebsiteOptions } from '../../../components/ui/website-select';
import { useDialogForm } from '../../../components/ui/use-dialog-form';
import { useAkunBank } from '../../../lib/akun-bank';
import { useCreateFeed } from '../api/feeds';
import { FIELDS, FeedForm, emptyFeedForm, feedBody } from '../lib/feed-form';
import { SnapFeedFields } from './snap-feed-fields';

const CREATE_FAILED = '❌ Gagal membuat feed.';

export interface AddFeedDialogProps {
  websites: WebsiteOption[];
  onResult: (tone: NoticeTone, text: string) => void;
}

/** "Tambah Feed": a push webhook or a SNAP pull for one active Data Bank account (docs/design/feeds.md). */
export function AddFeedDialog({ websites, onResult }: AddFeedDialogProps) {
  const id = useId();
  const create = useCreateFeed();
  const { form, submitWith, ...dialog } = useDialogForm({
    resolver: zodResolver(FeedForm),
    defaultValues: emptyFeedForm(websites[0]?.website_code ?? ''),
    fields: FIELDS,
    failed: (message) => `${CREATE_FAILED} ${message}`,
    invalid: (message) => message ?? MSG.bankFieldsRequired,
  });
  const { errors } = form.formState;
  const [website, kind] = useWatch({ control: form.control, name: ['website', 'feed_kind'] });
  const accounts = useAkunBank(website, 1000, 1);
  const active = (accounts.data?.rows ?? []).filter((row) => row.akun_bank_status);
  const submit = submitWith(
    (values) => create.mutateAsync(feedBody(values)),
    () => onResult('success', MSG.feedCreated),
  );

  return (
    <FormDialog
      dialog={dialog}
      trigger={
        <>
          <Plus aria-hidden="true" className="size-4" />
          Tambah Feed
        </>
      }
      title="Tambah Feed"
      onSubmit={submit}
      busy={create.isPending}
    >
      <FormField id={`${id}-website`} label="Website" error={errors.website?.message}>
        {(control) => (
          <Select {...control} {...form.register('website')}>
            {websites.length === 0 && <option value="">-- No Website --</option>}
            <WebsiteOptions websites={websites} />
          </Select>
        )}
      </FormField>
      <FormField id={`${id}-account`} label="Akun Bank" error={errors.akun_bank_id?.message}>
        {(control) => (
          <Select {...control} {...form.register('akun_bank_id')}>
            <option value="">-- Pilih Akun Bank --</option>
            {active.map((row) => (
              <option key={row.akun_bank_id} value={String(row.akun_bank_id)}>
                {BANK_LABELS[row.akun_bank_bank]} {row.akun_bank_name} {row.akun_bank_no} (
                {row.akun_bank_jenis_transaksi})
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <FormField id={`${id}-name`} label="Nama Feed" error={errors.feed_name?.message}>
        {(control) => (
          <Input {...control} {...form.register('feed_name')} autoComplete="off" maxLength={100} />
        )}
      </FormField>
      <FormField id={`${id}-kind`} label="Jenis Feed" error={errors.feed_kind?.message}>
        {(control) => (
          <Select {...control} {...form.register('feed_kind')}>
            <option value="push">Push (layanan cek mutasi)</option>
            <option value="snap">SNAP Bank Statement (tarik dari bank)</option>
          </Select>
        )}
      </FormField>
      {kind === 'push' ? (
        <FormField
          id={`${id}-secret`}
          label="Secret (minimal 16 karakter)"
          error={errors.feed_secret?.message}
        >
          {(control) => (
            <Input
              {...control}
              {...form.register('feed_secret')}
              type="password"
              autoComplete="new-password"
            />
          )}
        </FormField>
      ) : (
        <SnapFeedFields id={id} form={form} />
      )}
      <FormField
        id={`${id}-ips`}
        label="Alamat pengirim yang diizinkan (opsional, pisahkan dengan koma)"
        error={errors.feed_allowed_ips?.message}
      >
        {(control) => <Input {...control} {...form.register('feed_allowed_ips')} autoComplete="off" />}
      </FormField>
    </FormDialog>
  );
}
