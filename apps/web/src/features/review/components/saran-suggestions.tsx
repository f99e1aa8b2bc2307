import type { MutasiSaranResponse } from '@rekon/contracts';
import { Notice } from '../../../components/ui/notice';
import { RequestOption } from './request-option';

type Saran = MutasiSaranResponse['data'];

export interface SaranSuggestionsProps {
  data: Saran | undefined;
  fetching: boolean;
  /** The load failed: why. */
  error: string | null;
  picked: number | null;
  canEdit: boolean;
  onPick: (boId: number | null) => void;
}

/** Why a pending statement row is pending (the engine's reason, the contested mark) and the requests nearest it. */
export function SaranSuggestions({ data, fetching, error, picked, canEdit, onPick }: SaranSuggestionsProps) {
  const offered = data?.suggestions ?? [];
  return (
    <div aria-busy={fetching} className="space-y-3">
      {error !== null && <Notice tone="error">{error}</Notice>}
      {data && (
        <p className="text-theme-sm text-gray-700 dark:text-gray-300">
          <span className="font-medium">Alasan: </span>
          {data.reason}
        </p>
      )}
      {data?.contested && (
        <p className="text-theme-sm text-warning-700 dark:text-warning-400">
          Contested: pilih pasangannya sendiri.
        </p>
      )}
      {data && offered.length > 0 && (
        <>
          <p className="text-theme-sm font-medium text-gray-600 dark:text-gray-400">
            Saran BO (terdekat dulu)
          </p>
          <ol aria-label="Saran BO" className="space-y-2">
            {offered.map((request) => (
              <RequestOption
                key={request.bo_id}
                request={request}
                picked={picked === request.bo_id}
                disabled={!canEdit}
                onPick={() => onPick(picked === request.bo_id ? null : request.bo_id)}
              />
            ))}
          </ol>
        </>
      )}
    </div>
  );
}
