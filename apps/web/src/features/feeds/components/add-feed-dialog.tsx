import { zodResolver } from '@hookform/resolvers/zod';
import { Plus } from 'lucide-react';
import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { BANK_LABELS, MSG, type CreateFeedBody, type WebsiteOption } from '@rekon/contracts';
import { FormDialog } from '../../../components/ui/form-dialog';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import type { NoticeTone } from '../../../components/ui/notice';
import { Select } from '../../../components/ui/select';
import { useDialogForm } from '../../../components/ui/use-dialog-form';
import { useAkunBank } from '../../../lib/akun-bank';
import { useCreateFeed } from '../api/feeds';

const CREATE_FAILED = '❌ Gagal membuat feed.';

/** What the dialog edits: every field as typed; the server's schema checks the body built from it. */
const FeedForm = z.object({
  website: z.string().min(1, MSG.bankFieldsRequired),
  akun_bank_id: z.string().min(1, MSG.feedAccountInactive),
  feed_name: z.string().trim().min(1, MSG.feedNameRequired).max(100, MSG.feedNameRequired),
  feed_kind: z.enum(['push', 'snap']),
  feed_secret: z.string(),
  feed_allowed_ips: z.string(),
  snap_base_url: z.string(),
  snap_client_id: z.string(),
  snap_client_secret: z.string(),
  snap_private_key: z.string(),
  snap_partner_id: z.string(),
  snap_channel_id: z.string(),
  feed_interval_s: z.string(),
});
type FeedForm = z.infer<typeof FeedForm>;

const FIELDS = [
  'website',
  'akun_bank_id',
  'feed_name',
  'feed_kind',
  'feed_secret',
  'feed_allowed_ips',
  'snap_base_url',
  'snap_client_id',
  'snap_client_secret',
  'snap_private_key',
  'snap_partner_id',
  'snap_channel_id',
  'feed_interval_s',
] as const;

/** The form's values as the API's body: the fields of the chosen kind only, addresses one per line or comma. */
export function feedBody(values: FeedForm): CreateFeedBody {
  const allowed = values.feed_allowed_ips
    .split(/[\s,]+/)
    .map((value) => value.trim())
    .filter(Boolean);
  const common = {
    akun_bank_id: Number(values.akun_bank_id),
    feed_name: values.feed_name.trim(),
    ...(allowed.length > 0 ? { feed_allowed_ips: allowed } : {}),
  };
  if (values.feed_kind === 'push') return { ...common, feed_kind: 'push', feed_secret: values.feed_secret };
  return {
    ...common,
    feed_kind: 'snap',
    snap_base_url: values.snap_base_url.trim(),
    snap_client_id: values.snap_client_id.trim(),
    snap_client_secret: values.snap_client_secret,
    snap_private_key: values.snap_private_key.trim(),
    snap_partner_id: values.snap_partner_id.trim(),
    snap_channel_id: values.snap_channel_id.trim(),
    feed_interval_s: Number(values.feed_interval_s),
  };
}

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
    defaultValues: {
      website: websites[0]?.website_code ?? '',
      akun_bank_id: '',
      feed_name: '',
      feed_kind: 'push',
      feed_secret: '',
      feed_allowed_ips: '',
      snap_base_url: '',
      snap_client_id: '',
      snap_client_secret: '',
      snap_private_key: '',
      snap_partner_id: '',
      snap_channel_id: '',
      feed_interval_s: '300',
    },
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
            {websites.map((option) => (
              <option key={option.website_id} value={option.website_code}>
                {option.website_code} - {option.website_name}
              </option>
            ))}
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
        <>
          <FormField id={`${id}-url`} label="URL Bank (SNAP)" error={errors.snap_base_url?.message}>
            {(control) => <Input {...control} {...form.register('snap_base_url')} autoComplete="off" />}
          </FormField>
          <FormField id={`${id}-client`} label="Client ID" error={errors.snap_client_id?.message}>
            {(control) => <Input {...control} {...form.register('snap_client_id')} autoComplete="off" />}
          </FormField>
          <FormField
            id={`${id}-client-secret`}
            label="Client Secret"
            error={errors.snap_client_secret?.message}
          >
            {(control) => (
              <Input
                {...control}
                {...form.register('snap_client_secret')}
                type="password"
                autoComplete="new-password"
              />
            )}
          </FormField>
          <FormField id={`${id}-key`} label="Private Key (PEM)" error={errors.snap_private_key?.message}>
            {(control) => (
              <textarea
                {...control}
                {...form.register('snap_private_key')}
                rows={4}
                className="w-full rounded-lg border border-gray-300 bg-transparent px-3 py-2 font-mono text-xs dark:border-gray-700"
              />
            )}
          </FormField>
          <FormField id={`${id}-partner`} label="Partner ID" error={errors.snap_partner_id?.message}>
            {(control) => <Input {...control} {...form.register('snap_partner_id')} autoComplete="off" />}
          </FormField>
          <FormField id={`${id}-channel`} label="Channel ID" error={errors.snap_channel_id?.message}>
            {(control) => <Input {...control} {...form.register('snap_channel_id')} autoComplete="off" />}
          </FormField>
          <FormField
            id={`${id}-interval`}
            label="Interval (detik, minimal 60)"
            error={errors.feed_interval_s?.message}
          >
            {(control) => <Input {...control} {...form.register('feed_interval_s')} inputMode="numeric" />}
          </FormField>
        </>
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
