import { History, TriangleAlert, Upload } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { formatWireDate, type WebsiteOption } from '@rekon/contracts';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { FileDropZone, type FileRefusal } from '../../../components/ui/file-drop-zone';
import { NoticeSlot, useNotice } from '../../../components/ui/notice';
import { ApiError, BUSY_MSG, messageOf } from '../../../lib/api-client';
import { todayInJakarta } from '../../../lib/format';
import { useUploadAccounts } from '../api/get-upload-accounts';
import { newUploadId, phaseText, useUploadPhase } from '../api/get-upload-phase';
import { useUploadFile } from '../api/upload-file';
import { PANEL_OF, PROVIDERS, accountBankSegment, endpointFor, labelOf } from '../lib/upload-choices';
import {
  accountFor,
  changeField,
  confirmationRows,
  emptyForm,
  findProblem,
  stepsOf,
  uploadFields,
  websiteFor,
  type UploadDraft,
  type UploadField,
  type UploadFormState,
  type UploadProblem,
} from '../lib/upload-form';
import { loadLastChoices, saveLastChoices, type LastChoices } from '../lib/last-choices';
import { UPLOAD_MSG } from '../lib/upload-messages';
import { failureNotice, resultNotice } from '../lib/upload-result';
import { useUploadProgress } from '../lib/use-upload-progress';
import { LastUploadCard, type LastUpload } from './last-upload-card';
import { UploadConfirmDialog } from './upload-confirm-dialog';
import { UploadProgressBar } from './upload-progress-bar';
import { UploadSteps, type LoadedList } from './upload-steps';

/** The server refuses anything above 50 MB (api.md); saying so before sending saves the wait. */
const MAX_UPLOAD_BYTES = 50 * 1024 * 1024;

// By MIME type text/csv or by name (spec section 5).
const isCsv = (file: File) => file.type === 'text/csv' || file.name.toLowerCase().endsWith('.csv');
// Bank settlements also take the portals' workbooks and screen pastes saved as text (formats.md).
const STATEMENT_EXTENSIONS = ['.csv', '.txt', '.xls', '.xlsx'];
const isStatementFile = (file: File) =>
  isCsv(file) || STATEMENT_EXTENSIONS.some((extension) => file.name.toLowerCase().endsWith(extension));

const refusals = (statement: boolean): Record<FileRefusal, string> => {
  const wrongType = statement ? UPLOAD_MSG.wrongStatementType : UPLOAD_MSG.wrongType;
  return { type: wrongType, count: `${wrongType} — ${UPLOAD_MSG.oneFileOnly}`, size: UPLOAD_MSG.tooLarge };
};

function ConvertFirstNote() {
  return (
    <p className="flex items-start gap-2.5 rounded-xl border border-error-300 bg-error-50 px-4 py-3 text-sm text-error-700 dark:border-error-500/30 dark:bg-error-500/15 dark:text-error-300">
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>
        File Mandiri, BNI Mobile dan QRIS wajib dikonversi terlebih dahulu di{' '}
        <Link to="/convert-mutasi" className="font-semibold underline underline-offset-2">
          Convert Mutasi
        </Link>{' '}
        sebelum diupload.
      </span>
    </p>
  );
}

export interface UploadPanelProps {
  /** Every website the signed-in user may upload for (an ADMIN: all; anyone else: their own). */
  websites: LoadedList<WebsiteOption>;
  /** The signed-in account's id, sent as the uploader. */
  accountId: number | null;
}

/** "BO dan Bank Settlement Upload": the cascading form, the file, the confirmation, the progress and the result. */
export function UploadPanel({ websites, accountId }: UploadPanelProps) {
  const baseId = useId();
  const idOf = (field: UploadField | 'file') => `${baseId}-${field}`;
  const [form, setForm] = useState<UploadFormState>(() => emptyForm());
  const [file, setFile] = useState<File | null>(null);
  const [invalidField, setInvalidField] = useState<UploadProblem['field'] | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [last, setLast] = useState<LastUpload | null>(null);
  const [lastChoices, setLastChoices] = useState<LastChoices | null>(() =>
    accountId === null ? null : loadLastChoices(accountId),
  );
  // Where the focus goes after the next render: the file once the last choices are taken back (it is what is
  // left to do), Submit once a file is chosen (issue 29 item 9).
  const focusNext = useRef<'file' | 'submit' | null>(null);
  useEffect(() => {
    if (focusNext.current === null) return;
    document.getElementById(`${baseId}-${focusNext.current}`)?.focus();
    focusNext.current = null;
  });
  const { notice, show } = useNotice();
  const progress = useUploadProgress();
  // The running upload's id: the server's phases are asked for while it runs.
  const [runningId, setRunningId] = useState<string | null>(null);
  const phase = useUploadPhase(runningId);
  // While a busy server (503) is waited for before the upload is sent again: what the user reads under the bar.
  const [busyText, setBusyText] = useState<string | null>(null);
  const upload = useUploadFile();

  const provider = form.provider;
  const panelWebsites = provider
    ? websites.rows.filter((website) => website.website_panel === PANEL_OF[provider])
    : [];
  const website = websiteFor(form, panelWebsites);
  const steps = stepsOf(form, website !== null);
  const bankChoice = form.category === 'bank' ? form.bank : form.category === 'manualbank' ? form.manual : '';
  const bankSegment = bankChoice ? accountBankSegment(bankChoice) : null;
  const accounts = useUploadAccounts(
    steps.account && website && bankSegment
      ? {
          websiteCode: website.website_code,
          bank: bankSegment,
          side: form.transactionType === 'withdraw' ? 'wd' : 'depo',
        }
      : null,
  );
  const accountRows = accounts.data ?? [];
  const account = accountFor(form, accountRows);
  const chosenAccountId =
    form.account ?? (accountRows.length === 1 ? String(accountRows[0]!.akun_bank_id) : '');
  const draft: UploadDraft = { form, website, account, file, accountId };

  const change = <Field extends UploadField>(field: Field, value: UploadFormState[Field]) => {
    // The file sits below every step, so any change lets it go too.
    setForm((current) => changeField(current, field, value));
    setFile(null);
    setInvalidField(null);
  };

  const statement = form.uploadType === 'bank';
  const refuse = (reason: FileRefusal) => {
    show('error', refusals(statement)[reason]);
    setInvalidField('file');
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (upload.isPending) return;
    const problem = findProblem(draft);
    if (problem) {
      show('error', problem.message);
      setInvalidField(problem.field);
      document.getElementById(idOf(problem.field))?.focus();
      return;
    }
    setConfirming(true);
  };

  const confirm = () => {
    const endpoint = endpointFor(form);
    if (!endpoint || !file) return;
    const fields = uploadFields(draft);
    const rows = confirmationRows(draft);
    const what = rows
      .filter(([label]) => !['Website', 'Account', 'Statement Date', 'File'].includes(label))
      .map(([, value]) => value)
      .filter((value) => value !== '-')
      .join(' · ');
    const attempt = {
      at: new Date(),
      fileName: file.name,
      what,
      websiteCode: website?.website_code ?? '-',
      side: form.transactionType === 'withdraw' ? ('withdraw' as const) : ('deposit' as const),
    };
    const { date: _date, ...choices } = form;
    const remembered: LastChoices = {
      form: choices,
      summary: [what, attempt.websiteCode, account ? `${account.name} - ${account.number}` : '']
        .filter((part) => part && part !== '-')
        .join(' · '),
    };
    setConfirming(false);
    progress.start();
    const uploadId = newUploadId();
    setRunningId(uploadId);
    upload.mutate(
      {
        endpoint,
        fields,
        file,
        onProgress: progress.report,
        uploadId,
        onBusy: (wait) => setBusyText(wait ? BUSY_MSG.waiting(wait) : null),
      },
      {
        onSuccess: (response) => {
          progress.finish(true);
          const result = resultNotice(response, {
            statementDate: fields.dates ?? formatWireDate(todayInJakarta()),
            providerLabel: labelOf(PROVIDERS, form.provider),
          });
          show(result.tone, result.text);
          setLast({ ...attempt, headline: result.text, outcome: { ok: true, summary: response.summary } });
        },
        onError: (error) => {
          progress.finish(false);
          const result = failureNotice(messageOf(error));
          show(result.tone, result.text);
          const errors = error instanceof ApiError ? error.errors : [];
          setLast({ ...attempt, headline: result.text, outcome: { ok: false, errors } });
        },
        // After every attempt the form starts again, the date back to today (spec section 2); the choices are
        // kept to be taken back with one press (decision 036).
        onSettled: () => {
          setBusyText(null);
          setRunningId(null);
          setForm(emptyForm());
          setFile(null);
          setInvalidField(null);
          if (accountId !== null) saveLastChoices(accountId, remembered);
          setLastChoices(remembered);
        },
      },
    );
  };

  const busy = upload.isPending;
  return (
    <div className="space-y-6">
      <Card title="Form Upload">
        <ConvertFirstNote />
        {lastChoices && form.provider === '' && !busy && (
          <div className="flex flex-wrap items-center gap-3 rounded-xl border border-gray-200 px-4 py-3 text-sm dark:border-gray-800">
            <Button
              type="button"
              variant="outline"
              size="sm"
              aria-describedby={`${baseId}-last`}
              onClick={() => {
                setForm({ ...lastChoices.form, date: emptyForm().date });
                focusNext.current = 'file';
              }}
            >
              <History aria-hidden="true" className="size-4" />
              Pakai pilihan terakhir
            </Button>
            <span id={`${baseId}-last`} className="text-gray-600 dark:text-gray-300">
              {lastChoices.summary}
            </span>
          </div>
        )}
        <form noValidate onSubmit={submit} className="space-y-5">
          <fieldset disabled={busy} className="space-y-5">
            <legend className="sr-only">Upload</legend>
            <UploadSteps
              idOf={idOf}
              form={form}
              steps={steps}
              websites={{ ...websites, rows: panelWebsites }}
              website={website}
              accounts={{
                rows: accountRows,
                isLoading: accounts.isLoading,
                error: accounts.isError ? messageOf(accounts.error) : null,
              }}
              accountId={chosenAccountId}
              invalidField={invalidField}
              onChange={change}
            />
            {steps.file && (
              <div>
                <p className="mb-1.5 text-sm font-medium text-gray-700 dark:text-gray-400">
                  {statement ? 'File mutasi' : 'File CSV'}
                </p>
                <FileDropZone
                  id={idOf('file')}
                  file={file}
                  accepts={statement ? isStatementFile : isCsv}
                  inputAccept={statement ? `${STATEMENT_EXTENSIONS.join(',')},text/csv` : '.csv,text/csv'}
                  maxBytes={MAX_UPLOAD_BYTES}
                  prompt={
                    statement
                      ? 'Tarik & lepas file .csv, .txt, .xls atau .xlsx di sini, atau klik untuk memilih'
                      : 'Tarik & lepas file .csv di sini, atau klik untuk memilih'
                  }
                  hint={
                    statement
                      ? 'Satu file mutasi seperti diunduh dari bank (CSV, teks, atau Excel), maksimal 50 MB.'
                      : 'Satu file .csv, maksimal 50 MB.'
                  }
                  disabled={busy}
                  invalid={invalidField === 'file'}
                  onFile={(chosen) => {
                    setFile(chosen);
                    setInvalidField(null);
                    focusNext.current = 'submit';
                  }}
                  onRefuse={refuse}
                  onRemove={() => setFile(null)}
                />
              </div>
            )}
          </fieldset>
          <NoticeSlot notice={notice} />
          <div className="flex flex-wrap items-center gap-3">
            {/* aria-disabled, not disabled: the button keeps the focus the confirmation gave back to it. */}
            <Button id={`${baseId}-submit`} type="submit" aria-disabled={busy || undefined} aria-busy={busy}>
              <Upload aria-hidden="true" className="size-4" />
              {busy ? 'Uploading...' : 'Submit Upload'}
            </Button>
          </div>
          {progress.percent !== null && (
            <UploadProgressBar
              percent={progress.percent}
              status={busyText ?? (phase ? phaseText(phase) : null)}
            />
          )}
        </form>
      </Card>
      {last && <LastUploadCard last={last} />}
      <UploadConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        rows={confirmationRows(draft)}
        boScale={form.uploadType === 'bo' && website ? website.website_bo_scale : null}
        onConfirm={confirm}
      />
    </div>
  );
}
