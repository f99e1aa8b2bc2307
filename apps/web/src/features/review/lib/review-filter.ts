import {
  BO_STATUSES,
  formatWireDate,
  parseWireDate,
  RiskSignalFilter,
  type BoStatus,
  type IsoDate,
} from '@rekon/contracts';
import { todayInJakarta } from '../../../lib/format';

export const REVIEW_SIDES = ['deposit', 'withdraw'] as const;
/** The View Type: the deposit or the withdraw table of a review screen. */
export type ReviewSide = (typeof REVIEW_SIDES)[number];

/** The Status Type choices with the spec's labels. */
export const STATUS_OPTIONS: { value: BoStatus; label: string }[] = [
  { value: 'all', label: 'Select All' },
  { value: 'approve', label: 'Approve' },
  { value: 'pending', label: 'Pending' },
];

/** What the filter row holds while being filled in; '' is "not chosen yet". */
export interface ReviewFilterDraft {
  side: ReviewSide;
  website: string;
  status: BoStatus | '';
  /** `YYYY-MM-DD`, as a date input gives it; '' once cleared. */
  date: IsoDate;
  /** "Sinyal risiko": only the rows behind the day's risk signals (decision 044); absent or '' for every row. */
  signal?: RiskSignalFilter | '';
}

/** A complete filter: what Search applies and what the lists and exports ask for. */
export interface ReviewFilter {
  side: ReviewSide;
  website: string;
  status: BoStatus;
  date: IsoDate;
  signal?: RiskSignalFilter;
}

export const INCOMPLETE_FILTER = 'Lengkapi Website, Status, dan Date dulu.';

export function completeFilter(draft: ReviewFilterDraft): ReviewFilter | null {
  const { side, website, status, date, signal } = draft;
  if (!website || !status || !date) return null;
  return { side, website, status, date, ...(signal ? { signal } : {}) };
}

const isStatus = (value: string | null): value is BoStatus =>
  value !== null && (BO_STATUSES as readonly string[]).includes(value);
const isSide = (value: string | null): value is ReviewSide =>
  value !== null && (REVIEW_SIDES as readonly string[]).includes(value);

/**
 * The filters a link brings (`?type=deposit|withdraw&website=CODE&date=DD-Mon-YYYY&status=all|approve|pending`,
 * optionally `&signal=any|<kind>`):
 * the home dashboard opens the review screens that way. Unknown or malformed values are left out.
 */
export function filterFromQuery(params: URLSearchParams): Partial<ReviewFilterDraft> {
  const found: Partial<ReviewFilterDraft> = {};
  const type = params.get('type');
  if (isSide(type)) found.side = type;
  const website = params.get('website')?.trim().toUpperCase();
  if (website) found.website = website;
  const status = params.get('status');
  if (isStatus(status)) found.status = status;
  const date = parseWireDate(params.get('date')?.trim() ?? '');
  if (date) found.date = date;
  const signal = RiskSignalFilter.safeParse(params.get('signal'));
  if (signal.success) found.signal = signal.data;
  return found;
}

/**
 * The date of a review call. BO views write the day unpadded (`5-Jun-2026`), mutasi views padded
 * (`05-Jun-2026`): spec section 7.
 */
export function wireDateOf(date: IsoDate, screen: 'bo' | 'mutasi'): string {
  return formatWireDate(date, { pad: screen === 'mutasi' });
}

/**
 * Where a review screen starts: the filters of its link, today's date, and for staff bound to a website that
 * website whatever the link says. A link naming all four filters shows the results at once.
 */
export function startingFilter(
  params: URLSearchParams,
  fixedWebsite: string | null,
): { initial: ReviewFilterDraft; searchAtOnce: boolean } {
  const linked = filterFromQuery(params);
  const initial: ReviewFilterDraft = {
    side: linked.side ?? 'deposit',
    website: fixedWebsite ?? linked.website ?? '',
    status: linked.status ?? '',
    date: linked.date ?? todayInJakarta(),
    ...(linked.signal ? { signal: linked.signal } : {}),
  };
  const searchAtOnce =
    linked.side !== undefined &&
    linked.website !== undefined &&
    linked.status !== undefined &&
    linked.date !== undefined;
  return { initial, searchAtOnce };
}
