import { Trash2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { formatWireDate, type IsoDate } from '@rekon/contracts';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DateInput } from '../../../components/ui/date-input';
import { Label } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { useDeleteBoMutasi } from '../api/delete-bo-mutasi';
import { DeleteResult, failureMessageOf, successMessageOf, useDeleteOutcome } from './delete-result';

/** A website the form offers: its code, and its name when it has one. */
export interface DeleteWebsite {
  code: string;
  name: string | null;
}

export const groupLabel = ({ code, name }: DeleteWebsite) => (name ? `${code} — ${name}` : code);

export interface DeleteFormProps {
  websites: DeleteWebsite[];
  /** The website list is still on its way: the form says so instead of "no website". */
  loading?: boolean;
  /** Today in Jakarta: the date the form starts on. */
  today: IsoDate;
}

/**
 * Delete BO / Mutasi (spec section 2): a date and a website, a confirmation, then the server's answer.
 * Only uploads of the last 24 hours go; the server enforces it.
 */
export function DeleteForm({ websites, loading = false, today }: DeleteFormProps) {
  const id = useId();
  const [date, setDate] = useState<IsoDate>(today);
  // The first website until another is picked (spec: first preselected).
  const [picked, setPicked] = useState<string | null>(null);
  const group = picked ?? websites[0]?.code ?? '';
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteBoMutasi();
  const { outcome, show, clear } = useDeleteOutcome();
  const complete = !loading && date !== '' && group !== '';

  const ask = (event: FormEvent) => {
    event.preventDefault();
    if (complete && !remove.isPending) setConfirming(true);
  };

  const confirm = () => {
    remove.mutate(
      { date, group },
      {
        onSuccess: (raw) => show({ ok: true, message: successMessageOf(raw), raw }),
        onError: (error) => show({ ok: false, message: failureMessageOf(error) }),
        onSettled: () => setConfirming(false),
      },
    );
  };

  const chosen = websites.find((website) => website.code === group);
  return (
    <form onSubmit={ask} aria-label="Delete BO / Mutasi" className="space-y-5">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <div>
          <Label htmlFor={`${id}-date`}>Date</Label>
          <DateInput id={`${id}-date`} required value={date} onChange={setDate} />
        </div>
        <div>
          <Label htmlFor={`${id}-group`}>Website / Group</Label>
          <Select
            id={`${id}-group`}
            required
            value={group}
            disabled={loading}
            aria-busy={loading}
            onChange={(event) => setPicked(event.target.value)}
          >
            {loading && <option value="">Memuat website...</option>}
            {!loading && websites.length === 0 && <option value="">-- No Website --</option>}
            {websites.map((website) => (
              <option key={website.code} value={website.code}>
                {groupLabel(website)}
              </option>
            ))}
          </Select>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-4">
        <Button type="submit" variant="danger" disabled={!complete || remove.isPending}>
          <Trash2 aria-hidden="true" className="size-4" />
          {remove.isPending ? 'Deleting...' : 'Delete'}
        </Button>
        <p className="text-sm text-gray-500 dark:text-gray-400">
          Hanya data yang diunggah paling lama 24 jam yang bisa dihapus.
        </p>
      </div>
      <DeleteResult outcome={outcome} onClose={clear} />
      <ConfirmDialog
        open={confirming}
        onOpenChange={(open) => !remove.isPending && setConfirming(open)}
        title="Delete Confirmation"
        lang="en"
        message="This action cannot be undone. Only data uploaded at most 24 hours ago can be deleted (enforced by the backend)."
        confirmLabel="Delete"
        busyLabel="Deleting..."
        busy={remove.isPending}
        tone="danger"
        onConfirm={confirm}
      >
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-lg bg-gray-50 px-4 py-3 text-sm dark:bg-white/[0.03]">
          <dt className="text-gray-500 dark:text-gray-400">Date</dt>
          <dd className="font-medium text-gray-800 dark:text-white/90">
            {date ? formatWireDate(date) : '-'}
          </dd>
          <dt className="text-gray-500 dark:text-gray-400">Website / Group</dt>
          <dd className="font-medium text-gray-800 dark:text-white/90">
            {chosen ? groupLabel(chosen) : group}
          </dd>
        </dl>
      </ConfirmDialog>
    </form>
  );
}
