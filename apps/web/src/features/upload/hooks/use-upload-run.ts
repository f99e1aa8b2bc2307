import { useState } from 'react';
import { formatWireDate } from '@rekon/contracts';
import type { NoticeTone } from '../../../components/ui/notice';
import { ApiError, BUSY_MSG, messageOf } from '../../../lib/api-client';
import { todayInJakarta } from '../../../lib/format';
import { newUploadId, phaseText, useUploadPhase } from '../api/get-upload-phase';
import { useUploadFile } from '../api/upload-file';
import type { LastUpload } from '../components/last-upload-card';
import type { LastChoices } from '../lib/last-choices';
import { PROVIDERS, endpointFor, labelOf } from '../lib/upload-choices';
import { confirmationRows, uploadFields, type UploadDraft } from '../lib/upload-form';
import { failureNotice, resultNotice } from '../lib/upload-result';
import { useUploadProgress } from '../lib/use-upload-progress';

/** What the confirmation summarises of a draft: the choices, without the website, account, date and file. */
function describe(draft: UploadDraft) {
  return confirmationRows(draft)
    .filter(([label]) => !['Website', 'Account', 'Statement Date', 'File'].includes(label))
    .map(([, value]) => value)
    .filter((value) => value !== '-')
    .join(' · ');
}

/** The choices of a draft, to be offered back after the attempt (decision 036). */
function rememberedOf(draft: UploadDraft, what: string): LastChoices {
  const { date: _date, ...choices } = draft.form;
  const account = draft.account;
  return {
    form: choices,
    summary: [what, draft.website?.website_code ?? '-', account ? `${account.name} - ${account.number}` : '']
      .filter((part) => part && part !== '-')
      .join(' · '),
  };
}

/**
 * One upload, once confirmed: sends the file with its progress, asks the server's phase while it runs, waits
 * out a busy server, and ends with the notice and the "Hasil Upload Terakhir" card. `onFinished` starts the form
 * again with the choices to offer back, whatever the answer.
 */
export function useUploadRun({
  show,
  onFinished,
}: {
  show: (tone: NoticeTone, text: string) => void;
  onFinished: (remembered: LastChoices) => void;
}) {
  const progress = useUploadProgress();
  // The running upload's id: the server's phases are asked for while it runs.
  const [runningId, setRunningId] = useState<string | null>(null);
  const phase = useUploadPhase(runningId);
  // While a busy server (503) is waited for before the upload is sent again: what the user reads under the bar.
  const [busyText, setBusyText] = useState<string | null>(null);
  const [last, setLast] = useState<LastUpload | null>(null);
  const upload = useUploadFile();

  const start = (draft: UploadDraft) => {
    const endpoint = endpointFor(draft.form);
    const file = draft.file;
    if (!endpoint || !file) return;
    const fields = uploadFields(draft);
    const what = describe(draft);
    const attempt = {
      at: new Date(),
      fileName: file.name,
      what,
      websiteCode: draft.website?.website_code ?? '-',
      side: draft.form.transactionType === 'withdraw' ? ('withdraw' as const) : ('deposit' as const),
    };
    const remembered = rememberedOf(draft, what);
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
            providerLabel: labelOf(PROVIDERS, draft.form.provider),
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
        onSettled: () => {
          setBusyText(null);
          setRunningId(null);
          onFinished(remembered);
        },
      },
    );
  };

  return {
    start,
    busy: upload.isPending,
    percent: progress.percent,
    status: busyText ?? (phase ? phaseText(phase) : null),
    last,
  };
}
