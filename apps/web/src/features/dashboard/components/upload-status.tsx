import { CircleCheck, CircleDashed, TriangleAlert } from 'lucide-react';
import type { DashboardWebsite } from '@rekon/contracts';
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

/**
 * Whether the day's BO export and bank statements have been uploaded, and whether they are whole: an account
 * whose statement breaks its running balance is missing rows.
 */
export function UploadStatus({
  bo,
  statements,
  breaks,
}: {
  bo: boolean;
  statements: boolean;
  breaks: DashboardWebsite['balance_breaks'];
}) {
  return (
    <div className="space-y-2">
      <ul className="flex flex-wrap gap-2" aria-label="Status unggahan">
        <li>
          <UploadBadge label="BO export" uploaded={bo} />
        </li>
        <li>
          <UploadBadge label="Mutasi" uploaded={statements} />
        </li>
        {breaks.length > 0 && (
          <li>
            <Badge tone="warning">
              <TriangleAlert aria-hidden="true" className="mr-1 size-3.5" />
              Mutasi belum lengkap: {breaks.length} rekening
            </Badge>
          </li>
        )}
      </ul>
      {breaks.length > 0 && (
        <ul
          aria-label="Saldo tidak nyambung"
          className="space-y-1 text-theme-sm text-warning-700 dark:text-warning-400"
        >
          {breaks.map((item) =>
            item.messages.map((message, index) => (
              <li key={`${item.bank}-${item.account_no}-${index}`}>
                <span className="font-medium">
                  {item.bank} {item.account_no}:
                </span>{' '}
                {message}
              </li>
            )),
          )}
        </ul>
      )}
    </div>
  );
}
