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
import { formatCalendarDate, formatNumber } from '../../../lib/format';
import { SERIES, TrendTable, type Day } from './trend-table';

/**
 * The Y axis's width for its longest label ("40.000" is six characters at 11 px, about 6.5 px each), so no label
 * is clipped (issue 29 item 9: 40.000 showed as "000").
 */
function yAxisWidth(series: Day[]): number {
  const highest = Math.max(
    0,
    ...series.map((day) => Math.max(day.matched + day.pending, day.mutasi_pending)),
  );
  return Math.ceil(formatNumber(highest).length * 6.5) + 12;
}

/** Whether the 14 days hold nothing at all: the chart says so rather than drawing an empty grid. */
const isEmpty = (series: Day[]) => series.every((day) => day.bo_count === 0 && day.mutasi_pending === 0);

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
      {isEmpty(series) ? (
        <p className="rounded-lg border border-dashed border-gray-300 px-4 py-6 text-center text-theme-sm text-gray-600 dark:border-gray-700 dark:text-gray-400">
          Belum ada grafik: 14 hari terakhir tidak ada data BO maupun mutasi untuk website ini.
        </p>
      ) : (
        <>
          <TrendDrawing series={series} />
          <TrendTable websiteName={websiteName} series={series} />
        </>
      )}
    </figure>
  );
}

/** The drawing of the days, hidden from screen readers (TrendTable says the same). */
function TrendDrawing({ series }: { series: Day[] }) {
  return (
    <div
      aria-hidden="true"
      // The tick labels take their colour from CSS (recharts writes a fill attribute, which any CSS rule beats):
      // gray-600 on white and gray-400 on the dark card, both above 4.5:1 (issue 29 item 9: 3.2:1 in dark).
      className="h-48 text-theme-xs [&_.recharts-cartesian-axis-tick-value]:fill-gray-600 dark:[&_.recharts-cartesian-axis-tick-value]:fill-gray-400 [&_.recharts-cartesian-grid_line]:stroke-gray-100 dark:[&_.recharts-cartesian-grid_line]:stroke-gray-800 [&_.recharts-legend-item-text]:!text-gray-600 dark:[&_.recharts-legend-item-text]:!text-gray-300"
    >
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart
          data={series}
          margin={{ top: 4, right: 4, bottom: 0, left: 0 }}
          accessibilityLayer={false}
        >
          <CartesianGrid vertical={false} />
          <XAxis
            dataKey="date"
            tickFormatter={tickOf}
            tick={{ fontSize: 11 }}
            tickLine={false}
            axisLine={false}
            minTickGap={8}
          />
          <YAxis
            allowDecimals={false}
            tickFormatter={formatNumber}
            tick={{ fontSize: 11 }}
            tickLine={false}
            axisLine={false}
            width={yAxisWidth(series)}
          />
          <Tooltip content={ChartTooltip} cursor={{ fill: 'rgba(152, 162, 179, 0.12)' }} />
          <Legend iconType="circle" iconSize={8} wrapperStyle={{ fontSize: 12 }} />
          {/* The BO rows of the day as one stack, matched under pending: the top one has round corners. */}
          {[SERIES[0], SERIES[1]].map((bar, index) => (
            <Bar
              key={bar.key}
              dataKey={bar.key}
              name={bar.label}
              stackId="bo"
              fill={bar.color}
              radius={index === 1 ? [3, 3, 0, 0] : undefined}
              isAnimationActive={false}
            />
          ))}
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
  );
}
