import { useId } from 'react';
import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
  type TooltipContentProps,
  type TooltipValueType,
} from 'recharts';
import type { DashboardWebsite } from '@rekon/contracts';
import { formatCalendarDate, formatNumber } from '../../../lib/format';

type Day = DashboardWebsite['series'][number];

// The design's colours (style.md): success for matched, warning for pending, info for unmatched statements.
const SERIES = [
  { key: 'matched', label: 'Approve', color: '#12b76a' },
  { key: 'pending', label: 'Pending BO', color: '#f79009' },
  { key: 'mutasi_pending', label: 'Mutasi pending', color: '#0ba5ec' },
] as const;

const shortDay = new Intl.DateTimeFormat('id-ID', { timeZone: 'UTC', day: 'numeric', month: 'short' });
const tickOf = (isoDate: string) => shortDay.format(new Date(`${isoDate}T00:00:00Z`));

function ChartTooltip({ active, payload, label }: TooltipContentProps<TooltipValueType, number | string>) {
  if (!active || !payload?.length || typeof label !== 'string') return null;
  return (
    <div className="rounded-lg border border-gray-200 bg-white px-3 py-2 text-theme-xs shadow-theme-lg dark:border-gray-800 dark:bg-gray-900">
      <p className="mb-1 font-medium text-gray-800 dark:text-white/90">{formatCalendarDate(label)}</p>
      {payload.map((entry) => (
        <p key={String(entry.dataKey)} className="flex items-center gap-2 text-gray-600 dark:text-gray-300">
          <span className="size-2 rounded-full" style={{ background: entry.color }} />
          {entry.name}: {formatNumber(Number(entry.value))}
        </p>
      ))}
    </div>
  );
}

/**
 * The last 14 days: approved and pending BO rows stacked (together, the day's BO rows) and unmatched
 * statement rows as a line. The drawing is hidden from screen readers; the table under it says the same.
 */
export default function TrendChart({ websiteName, series }: { websiteName: string; series: Day[] }) {
  const captionId = useId();
  return (
    <figure aria-labelledby={captionId} className="space-y-2">
      <figcaption id={captionId} className="text-theme-sm font-medium text-gray-700 dark:text-gray-300">
        14 hari terakhir
        <span className="sr-only"> — {websiteName}</span>
      </figcaption>
      <div
        aria-hidden="true"
        className="h-48 text-theme-xs [&_.recharts-cartesian-grid_line]:stroke-gray-100 dark:[&_.recharts-cartesian-grid_line]:stroke-gray-800 [&_.recharts-legend-item-text]:!text-gray-600 dark:[&_.recharts-legend-item-text]:!text-gray-300"
      >
        <ResponsiveContainer width="100%" height="100%">
          <ComposedChart
            data={series}
            margin={{ top: 4, right: 4, bottom: 0, left: -20 }}
            accessibilityLayer={false}
          >
            <CartesianGrid vertical={false} />
            <XAxis
              dataKey="date"
              tickFormatter={tickOf}
              tick={{ fill: '#667085', fontSize: 11 }}
              tickLine={false}
              axisLine={false}
              minTickGap={8}
            />
            <YAxis
              allowDecimals={false}
              tickFormatter={formatNumber}
              tick={{ fill: '#667085', fontSize: 11 }}
              tickLine={false}
              axisLine={false}
              width={48}
            />
            <Tooltip content={ChartTooltip} cursor={{ fill: 'rgba(152, 162, 179, 0.12)' }} />
            <Legend iconType="circle" iconSize={8} wrapperStyle={{ fontSize: 12 }} />
            <Bar
              dataKey="matched"
              name={SERIES[0].label}
              stackId="bo"
              fill={SERIES[0].color}
              isAnimationActive={false}
            />
            <Bar
              dataKey="pending"
              name={SERIES[1].label}
              stackId="bo"
              fill={SERIES[1].color}
              radius={[3, 3, 0, 0]}
              isAnimationActive={false}
            />
            <Line
              dataKey="mutasi_pending"
              name={SERIES[2].label}
              type="monotone"
              stroke={SERIES[2].color}
              strokeWidth={2}
              dot={false}
              isAnimationActive={false}
            />
          </ComposedChart>
        </ResponsiveContainer>
      </div>
      {/* sr-only on the wrapper: a <table> keeps its content width whatever width it is given. */}
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
    </figure>
  );
}
