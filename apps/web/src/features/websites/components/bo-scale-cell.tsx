import { BO_SCALES, type WebsiteRow } from '@rekon/contracts';
import { formatNumber } from '../../../lib/format';

export type BoScale = (typeof BO_SCALES)[number];

/** `×1.000`: the factor that turns a panel export's amounts into rupiah. */
export const scaleLabel = (scale: number) => `×${formatNumber(scale)}`;

export const scaleMeaning = (scale: number) =>
  scale === 1000 ? 'nominal panel dalam ribuan rupiah' : 'nominal panel sudah dalam rupiah';

export interface BoScaleCellProps {
  row: WebsiteRow;
  canManage: boolean;
  /** Asks to change the scale; the table confirms before anything is sent. */
  onRequest: (scale: BoScale) => void;
}

/** An ADMIN picks the scale in place (then confirms); anyone else reads it. */
export function BoScaleCell({ row, canManage, onRequest }: BoScaleCellProps) {
  if (!canManage)
    return <span title={scaleMeaning(row.website_bo_scale)}>{scaleLabel(row.website_bo_scale)}</span>;
  return (
    <select
      aria-label={`BO Scale ${row.website_name}`}
      title={scaleMeaning(row.website_bo_scale)}
      // The row's stored value: a new choice shows only once confirmed and saved.
      value={row.website_bo_scale}
      onChange={(event) => onRequest(Number(event.target.value) as BoScale)}
      className="h-8 rounded-lg border border-control bg-transparent px-2 text-theme-xs text-gray-800 dark:border-gray-500 dark:bg-gray-900 dark:text-white/90"
    >
      {BO_SCALES.map((scale) => (
        <option key={scale} value={scale}>
          {scaleLabel(scale)}
        </option>
      ))}
    </select>
  );
}
