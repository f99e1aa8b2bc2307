import { Plus } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { BANK_LABELS, BANKS, MSG, type JenisTransaksi, type WebsiteOption } from '@rekon/contracts';
import { Button } from '../../../components/ui/button';
import { Combobox } from '../../../components/ui/combobox';
import { Modal, ModalActions } from '../../../components/ui/dialog';
import { Input, Label } from '../../../components/ui/input';
import { NoticeSlot, useNotice, type NoticeTone } from '../../../components/ui/notice';
import { Select } from '../../../components/ui/select';
import { messageOf } from '../../../lib/api-client';
import { useCreateAkunBank } from '../api/change-akun-bank';

const CREATE_FAILED = '❌ Gagal membuat akun bank.';
const BANK_OPTIONS = BANKS.map((bank) => ({ value: bank, label: BANK_LABELS[bank] }));

interface BankForm {
  website: string;
  jenis: string;
  bank: string;
  name: string;
  number: string;
}

/** Digits only, as typed or pasted. */
export const toAccountNumber = (text: string) => text.replace(/[^0-9]/g, '');

export interface AddDatabankDialogProps {
  /** ADMIN: the websites to choose from. Anyone else: their own website, read-only. */
  isAdmin: boolean;
  websites: WebsiteOption[];
  ownWebsiteCode: string | null;
  /** The website preselected for an ADMIN (the one the table shows). */
  defaultWebsite: string;
  creatorId: number;
  onResult: (tone: NoticeTone, text: string) => void;
}

/** "Add New Data Bank": every field required after trimming; type and bank are sent upper-cased. */
export function AddDatabankDialog(props: AddDatabankDialogProps) {
  const { isAdmin, websites, ownWebsiteCode, defaultWebsite, creatorId, onResult } = props;
  const id = useId();
  const initialWebsite = isAdmin ? defaultWebsite : (ownWebsiteCode ?? '');
  const empty: BankForm = { website: initialWebsite, jenis: '', bank: '', name: '', number: '' };
  const [open, setOpen] = useState(false);
  const [form, setForm] = useState<BankForm>(empty);
  const { notice, show, clear } = useNotice();
  const create = useCreateAkunBank();

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    setForm(empty);
    clear();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const values = {
      website: form.website.trim(),
      jenis: form.jenis.trim().toUpperCase(),
      bank: form.bank.trim().toUpperCase(),
      name: form.name.trim(),
      number: form.number.trim(),
    };
    if (Object.values(values).some((value) => value === '')) return show('error', MSG.bankFieldsRequired);
    create.mutate(
      {
        akun_bank_website: values.website,
        akun_bank_jenis_transaksi: values.jenis as JenisTransaksi,
        akun_bank_bank: values.bank,
        akun_bank_name: values.name,
        akun_bank_no: values.number,
        akun_bank_created_by: creatorId,
      },
      {
        onSuccess: (result) => {
          onOpenChange(false);
          onResult('success', result.message || MSG.bankCreated);
        },
        onError: (error) => show('error', `${CREATE_FAILED} ${messageOf(error)}`),
      },
    );
  };

  return (
    <>
      <Button onClick={() => onOpenChange(true)}>
        <Plus aria-hidden="true" className="size-4" />
        Add Data Bank
      </Button>
      <Modal open={open} onOpenChange={onOpenChange} title="Add New Data Bank">
        <form onSubmit={submit} noValidate className="space-y-4">
          <NoticeSlot notice={notice} />
          <div>
            <Label htmlFor={`${id}-website`}>Website</Label>
            {isAdmin ? (
              <Select
                id={`${id}-website`}
                value={form.website}
                onChange={(event) => setForm({ ...form, website: event.target.value })}
              >
                {websites.length === 0 && <option value="">-- No Website --</option>}
                {websites.map((website) => (
                  <option key={website.website_id} value={website.website_code}>
                    {website.website_code} - {website.website_name}
                  </option>
                ))}
              </Select>
            ) : (
              <Input id={`${id}-website`} value={form.website} readOnly aria-readonly="true" />
            )}
          </div>
          <div>
            <Label htmlFor={`${id}-jenis`}>Jenis Transaksi</Label>
            <Select
              id={`${id}-jenis`}
              value={form.jenis}
              onChange={(event) => setForm({ ...form, jenis: event.target.value })}
            >
              <option value="">-- Pilih Jenis Transaksi --</option>
              <option value="DEPO">Deposit</option>
              <option value="WD">Withdraw</option>
            </Select>
          </div>
          <div>
            <Label htmlFor={`${id}-bank`}>Bank</Label>
            <Combobox
              id={`${id}-bank`}
              options={BANK_OPTIONS}
              value={form.bank}
              placeholder="Pilih bank / wallet"
              onChange={(bank) => setForm({ ...form, bank })}
            />
          </div>
          <div>
            <Label htmlFor={`${id}-name`}>Account Name</Label>
            <Input
              id={`${id}-name`}
              autoComplete="off"
              maxLength={100}
              value={form.name}
              onChange={(event) => setForm({ ...form, name: event.target.value })}
            />
          </div>
          <div>
            <Label htmlFor={`${id}-number`}>Account Number</Label>
            <Input
              id={`${id}-number`}
              inputMode="numeric"
              autoComplete="off"
              maxLength={30}
              value={form.number}
              onChange={(event) => setForm({ ...form, number: toAccountNumber(event.target.value) })}
            />
          </div>
          <ModalActions>
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button
              type="submit"
              disabled={create.isPending || form.website === ''}
              aria-busy={create.isPending}
            >
              {create.isPending ? 'Submitting...' : 'Submit'}
            </Button>
          </ModalActions>
        </form>
      </Modal>
    </>
  );
}
