import type { DashboardWebsite } from '@rekon/contracts';
import { formatCalendarDate, formatNumber } from '../../../lib/format';

export type Day = DashboardWebsite['series'][number];

// The design's colours (style.md): success for matched, warning for pending, info for unmatched statements.
export const SERIES = [
  { key: 'matched', label: 'Approve', color: '#12b76a' },
  { key: 'pending', label: 'Pending BO', color: '#f79009' },
  { key: 'mutasi_pending', label: 'Mutasi pending', color: '#0ba5ec' },
] as const;

/** The chart's days as a table, for screen readers: the drawing is hidden from them. */
export function TrendTable({ websiteName, series }: { websiteName: string; series: Day[] }) {
  return (
    // sr-only on the wrapper: a <table> keeps its content width whatever width it is given.
    <div className="sr-only">
      <table>
        <caption>14 hari terakhir, {websiteName}</caption>
        <thead>
          <tr>
            <th scope="col">Tanggal</th>
            <th scope="col">BO</th>
            {SERIES.map((item) => (
              <th key={item.key} scope="col">
                {item.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {series.map((day) => (
            <tr key={day.date}>
              <th scope="row">{formatCalendarDate(day.date)}</th>
              <td>{formatNumber(day.bo_count)}</td>
              {SERIES.map((item) => (
                <td key={item.key}>{formatNumber(day[item.key])}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
