import { CircleCheck, CircleDashed } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';

function UploadBadge({ label, uploaded }: { label: string; uploaded: boolean }) {
  const Icon = uploaded ? CircleCheck : CircleDashed;
  return (
    <Badge tone={uploaded ? 'success' : 'warning'}>
      <Icon aria-hidden="true" className="mr-1 size-3.5" />
      {label}: {uploaded ? 'sudah masuk' : 'belum masuk'}
    </Badge>
  );
}

/** Whether the day's BO export and bank statements have been uploaded. */
export function UploadStatus({ bo, statements }: { bo: boolean; statements: boolean }) {
  return (
    <ul className="flex flex-wrap gap-2" aria-label="Status unggahan">
      <li>
        <UploadBadge label="BO export" uploaded={bo} />
      </li>
      <li>
        <UploadBadge label="Mutasi" uploaded={statements} />
      </li>
    </ul>
  );
}
