import { formatWireDate, type IsoDate, type RiskSignal, type RiskSignalFilter } from '@rekon/contracts';

export interface RiskLink {
  label: string;
  to: string;
}

const SIDES = { DEPO: 'deposit', WD: 'withdraw' } as const;

/**
 * View BO and View Mutasi narrowed to a kind's rows: one link per screen and side the rows are on. The review
 * screens read `signal` beside `type`, `website`, `date` and `status`, and search at once.
 */
export function riskLinks(
  signals: RiskSignal[],
  filter: RiskSignalFilter,
  websiteCode: string,
  date: IsoDate,
) {
  const links: RiskLink[] = [];
  for (const side of ['DEPO', 'WD'] as const) {
    const rows = signals.flatMap((signal) => signal.rows).filter((row) => row.side === side);
    const params = new URLSearchParams({
      type: SIDES[side],
      website: websiteCode,
      date: formatWireDate(date),
      status: 'all',
      signal: filter,
    }).toString();
    const sideName = side === 'DEPO' ? 'Deposit' : 'Withdraw';
    if (rows.some((row) => row.bo_id !== null))
      links.push({ label: `Lihat di View BO (${sideName})`, to: `/view-bo?${params}` });
    if (rows.some((row) => row.mutasi_id !== null))
      links.push({ label: `Lihat di View Mutasi (${sideName})`, to: `/view-mutasi?${params}` });
  }
  return links;
}
