import { useId, useState, type FormEvent } from 'react';
import type { WebsiteOption } from '@rekon/contracts';
import { Card } from '../../../components/ui/card';
import { NoticeSlot, useNotice } from '../../../components/ui/notice';
import { useFocusAfterRender } from '../hooks/use-focus-after-render';
import { useLastChoices } from '../hooks/use-last-choices';
import { useUploadChoices } from '../hooks/use-upload-choices';
import { useUploadRun } from '../hooks/use-upload-run';
import type { LastChoices } from '../lib/last-choices';
import {
  changeField,
  confirmationRows,
  emptyForm,
  findProblem,
  type UploadDraft,
  type UploadField,
  type UploadFormState,
  type UploadProblem,
} from '../lib/upload-form';
import { LastUploadCard } from './last-upload-card';
import { UploadConfirmDialog } from './upload-confirm-dialog';
import { UploadFileStep } from './upload-file-step';
import { ConvertFirstNote, LastChoicesOffer } from './upload-notes';
import { UploadSubmit } from './upload-submit';
import { UploadSteps, type LoadedList } from './upload-steps';

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
  const { lastChoices, remember } = useLastChoices(accountId);
  // Where the focus goes after the next render: the file once the last choices are taken back (it is what is
  // left to do), Submit once a file is chosen (issue 29 item 9).
  const focusNext = useFocusAfterRender();
  const { notice, show } = useNotice();
  // After every attempt the form starts again, the date back to today (spec section 2); the choices are kept to
  // be taken back with one press (decision 036).
  const run = useUploadRun({
    show,
    onFinished: (remembered: LastChoices) => {
      setForm(emptyForm());
      setFile(null);
      setInvalidField(null);
      remember(remembered);
    },
  });

  const { panelWebsites, website, steps, account, accounts, chosenAccountId } = useUploadChoices(
    form,
    websites.rows,
  );
  const draft: UploadDraft = { form, website, account, file, accountId };

  const change = <Field extends UploadField>(field: Field, value: UploadFormState[Field]) => {
    // The file sits below every step, so any change lets it go too.
    setForm((current) => changeField(current, field, value));
    setFile(null);
    setInvalidField(null);
  };

  const statement = form.uploadType === 'bank';
  const refuse = (message: string) => {
    show('error', message);
    setInvalidField('file');
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (run.busy) return;
    const problem = findProblem(draft);
    if (problem) {
      show('error', problem.message);
      setInvalidField(problem.field);
      document.getElementById(idOf(problem.field))?.focus();
      return;
    }
    setConfirming(true);
  };

  return (
    <div className="space-y-6">
      <Card title="Form Upload">
        <ConvertFirstNote />
        {lastChoices && form.provider === '' && !run.busy && (
          <LastChoicesOffer
            summary={lastChoices.summary}
            onUse={() => {
              setForm({ ...lastChoices.form, date: emptyForm().date });
              focusNext(idOf('file'));
            }}
          />
        )}
        <form noValidate onSubmit={submit} className="space-y-5">
          <fieldset disabled={run.busy} className="space-y-5">
            <legend className="sr-only">Upload</legend>
            <UploadSteps
              idOf={idOf}
              form={form}
              steps={steps}
              websites={{ ...websites, rows: panelWebsites }}
              website={website}
              accounts={accounts}
              accountId={chosenAccountId}
              invalidField={invalidField}
              onChange={change}
            />
            {steps.file && (
              <UploadFileStep
                id={idOf('file')}
                statement={statement}
                file={file}
                disabled={run.busy}
                invalid={invalidField === 'file'}
                onFile={(chosen) => {
                  setFile(chosen);
                  setInvalidField(null);
                  focusNext(`${baseId}-submit`);
                }}
                onRefuse={refuse}
                onRemove={() => setFile(null)}
              />
            )}
          </fieldset>
          <NoticeSlot notice={notice} />
          <UploadSubmit id={`${baseId}-submit`} busy={run.busy} percent={run.percent} status={run.status} />
        </form>
      </Card>
      {run.last && <LastUploadCard last={run.last} />}
      <UploadConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        rows={confirmationRows(draft)}
        boScale={form.uploadType === 'bo' && website ? website.website_bo_scale : null}
        onConfirm={() => {
          setConfirming(false);
          run.start(draft);
        }}
      />
    </div>
  );
}
