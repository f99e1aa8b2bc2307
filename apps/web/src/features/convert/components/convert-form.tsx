import { FileDown, LoaderCircle } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { FileDropZone, type FileRefusal } from '../../../components/ui/file-drop-zone';
import { Label } from '../../../components/ui/input';
import { LiveRegion } from '../../../components/ui/live-region';
import { Notice } from '../../../components/ui/notice';
import { Select } from '../../../components/ui/select';
import { BUSY_MSG, messageOf, type BusyWait } from '../../../lib/api-client';
import { useConvertMutasi } from '../api/convert-mutasi';
import { CONVERT_BANKS, CONVERT_MSG, isWorkbook, type ConvertBank } from '../lib/convert-banks';

/** The converter allows what an upload allows (api.md): at most 50 MB. */
const MAX_WORKBOOK_BYTES = 50 * 1024 * 1024;
const ONE_FILE_ONLY = 'Hanya satu file per unggahan.';
const TOO_LARGE = '❌ File terlalu besar (maksimal 50 MB).';

/** idle, "Processing...", then the success or the failure message (spec section 4). */
type ConvertState =
  | { kind: 'idle' }
  | { kind: 'processing' }
  | { kind: 'busy'; wait: BusyWait }
  | { kind: 'success'; fileName: string }
  | { kind: 'error'; text: string };

const REFUSALS: Record<FileRefusal, string> = {
  type: CONVERT_MSG.wrongType,
  count: `${CONVERT_MSG.wrongType} — ${ONE_FILE_ONLY}`,
  size: TOO_LARGE,
};

function ConvertStatus({ state }: { state: ConvertState }) {
  switch (state.kind) {
    case 'idle':
      return null;
    case 'processing':
      return (
        <p data-notice="info" className="flex items-center gap-2 text-sm text-gray-600 dark:text-gray-400">
          <LoaderCircle aria-hidden="true" className="size-4 animate-spin text-brand-500" />
          {CONVERT_MSG.processing}
        </p>
      );
    case 'busy':
      // The server refused for load, not for the file (503): the browser waits and tries again by itself.
      return <Notice tone="warning">{BUSY_MSG.waiting(state.wait)}</Notice>;
    case 'success':
      return (
        <Notice tone="success">
          {CONVERT_MSG.success}
          <span className="mt-0.5 block text-theme-xs opacity-80">{state.fileName}</span>
        </Notice>
      );
    case 'error':
      return <Notice tone="error">{state.text}</Notice>;
  }
}

/** Convert Mutasi: a bank, one .xls/.xlsx, "Convert & Download". The result stays until the next choice. */
export function ConvertForm() {
  const id = useId();
  const [bank, setBank] = useState<ConvertBank | ''>('');
  const [file, setFile] = useState<File | null>(null);
  const [state, setState] = useState<ConvertState>({ kind: 'idle' });
  const convert = useConvertMutasi();
  const busy = convert.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!bank || !file) {
      setState({ kind: 'error', text: CONVERT_MSG.missing });
      document.getElementById(bank ? `${id}-file` : `${id}-bank`)?.focus();
      return;
    }
    setState({ kind: 'processing' });
    convert.mutate(
      {
        bank,
        file,
        onBusy: (wait) => setState(wait ? { kind: 'busy', wait } : { kind: 'processing' }),
      },
      {
        onSuccess: (fileName) => {
          setState({ kind: 'success', fileName });
          setFile(null);
        },
        onError: (error) => setState({ kind: 'error', text: `${CONVERT_MSG.failed} ${messageOf(error)}` }),
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <p className="text-sm text-gray-600 dark:text-gray-400">
        Ubah file Excel mutasi (.xls atau .xlsx) menjadi CSV yang siap diupload di halaman Upload.
      </p>
      <div className="max-w-sm">
        <Label htmlFor={`${id}-bank`}>Bank</Label>
        <Select
          id={`${id}-bank`}
          value={bank}
          disabled={busy}
          onChange={(event) => {
            setBank(event.target.value as ConvertBank | '');
            setState({ kind: 'idle' });
          }}
        >
          <option value="">-- Pilih Bank --</option>
          {CONVERT_BANKS.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </Select>
      </div>
      <div>
        <p className="mb-1.5 text-sm font-medium text-gray-700 dark:text-gray-400">File Excel</p>
        <FileDropZone
          id={`${id}-file`}
          file={file}
          accepts={isWorkbook}
          inputAccept=".xls,.xlsx"
          maxBytes={MAX_WORKBOOK_BYTES}
          prompt="Tarik & lepas file .xls / .xlsx di sini, atau klik untuk memilih"
          hint="Satu file Excel, maksimal 50 MB."
          disabled={busy}
          onFile={(chosen) => {
            setFile(chosen);
            setState({ kind: 'idle' });
          }}
          onRefuse={(reason) => setState({ kind: 'error', text: REFUSALS[reason] })}
          onRemove={() => {
            setFile(null);
            setState({ kind: 'idle' });
          }}
        />
      </div>
      <LiveRegion>{state.kind !== 'error' && <ConvertStatus state={state} />}</LiveRegion>
      <LiveRegion urgent>{state.kind === 'error' && <ConvertStatus state={state} />}</LiveRegion>
      <Button type="submit" disabled={busy} aria-busy={busy}>
        <FileDown aria-hidden="true" className="size-4" />
        {busy ? CONVERT_MSG.processing : 'Convert & Download'}
      </Button>
    </form>
  );
}
