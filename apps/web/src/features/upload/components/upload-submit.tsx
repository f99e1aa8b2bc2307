import { Upload } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { UploadProgressBar } from './upload-progress-bar';

/** Submit Upload, and under it the progress and the server's phase while an upload runs. */
export function UploadSubmit({
  id,
  busy,
  percent,
  status,
}: {
  id: string;
  busy: boolean;
  percent: number | null;
  status: string | null;
}) {
  return (
    <>
      <div className="flex flex-wrap items-center gap-3">
        {/* aria-disabled, not disabled: the button keeps the focus the confirmation gave back to it. */}
        <Button id={id} type="submit" aria-disabled={busy || undefined} aria-busy={busy}>
          <Upload aria-hidden="true" className="size-4" />
          {busy ? 'Uploading...' : 'Submit Upload'}
        </Button>
      </div>
      {percent !== null && <UploadProgressBar percent={percent} status={status} />}
    </>
  );
}
