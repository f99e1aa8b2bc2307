import {
  RISK_SIGNAL_KINDS,
  type IsoDate,
  type RiskElsewhere,
  type RiskSettings,
  type RiskSettingsBody,
  type RiskSignal,
  type RiskSignalFilter,
  type RiskSignalKind,
  type RiskSignalRow,
  type RiskSignalsResponse,
} from '@rekon/contracts';
import { scoreNames } from '@rekon/reconcile';
import { readOnlySnapshotWithoutJit } from '../../db/transaction-settings';
import { type Db } from '../../db/client';
import type { Actor } from '../../http/access';
import { centsToRupiah, rupiah } from '../../lib/money';
import * as boRows from '../rows/bo';
import type { SignalDetail } from '../rows/bo/signals';
import { SIDES } from '../rows/row-model';
import * as statementRows from '../rows/statement';
import { sharedKeys, type SharedKey } from '../rows/statement/shared-keys';
import { recordAction, type ActionContext } from '../tracking/tracking.service';
import * as repo from './insights.repository';
import {
  contradictingScore,
  editsByChecker,
  nameReader,
  senderManyUsers,
  userManySenders,
  type PairGroup,
} from './signals';

const count = new Intl.NumberFormat('id-ID');

function toRow(row: SignalDetail, nameScore: number | null = null): RiskSignalRow {
  return {
    side: row.side,
    bo_id: row.boId,
    ticket_no: row.ticket,
    user_name: row.username,
    holder_name: row.holderName,
    mutasi_id: row.statementId,
    sender_name: row.senderName,
    sender_account: row.senderAccount,
    reference: row.reference,
    account: row.account,
    date: row.date,
    time: row.time,
    amount: centsToRupiah(row.amountCents),
    amount_original: row.amountOriginalCents === null ? null : centsToRupiah(row.amountOriginalCents),
    approved_by: row.approvedBy,
    remark: row.remark,
    name_score:
      nameScore ?? (row.senderName && row.holderName ? scoreNames(row.holderName, row.senderName) : null),
  };
}

async function fundingSignals(
  db: Db,
  website: string,
  date: IsoDate,
  thresholds: RiskSettingsBody,
): Promise<RiskSignal[]> {
  const pairs = await statementRows.fundingPairs(db, website, date);
  const read = nameReader();
  const bySender = senderManyUsers(pairs, thresholds.sender_min_users, read);
  const byUser = userManySenders(pairs, thresholds.user_min_senders, read);
  const boIds = [
    ...new Set([...bySender, ...byUser].flatMap((group) => group.pairs.map((pair) => pair.boId))),
  ];
  const details = new Map((await boRows.detailsOfBo(db, 'DEPO', boIds)).map((row) => [row.boId, row]));
  const signal = (kind: RiskSignalKind, group: PairGroup, unit: string): RiskSignal => ({
    kind,
    subject: group.subject,
    summary: `${count.format(group.distinct)} ${unit} dalam ${count.format(group.pairs.length)} transfer`,
    rows: group.pairs.flatMap((pair) => {
      const row = details.get(pair.boId);
      return row ? [toRow(row)] : [];
    }),
    elsewhere: [],
  });
  return [
    ...bySender.map((group) => signal('sender_many_users', group, 'username')),
    ...byUser.map((group) => signal('user_many_senders', group, 'nama pengirim')),
  ];
}

async function nameMismatchSignals(db: Db, website: string, date: IsoDate): Promise<RiskSignal[]> {
  const rows = (await boRows.manualPairDetails(db, website, date)).flatMap((row) => {
    const score = contradictingScore({ holder: row.holderName, senderName: row.senderName });
    return score === null ? [] : [toRow(row, score)];
  });
  return rows.map((row) => ({
    kind: 'name_mismatch_manual',
    subject: `${row.ticket_no ?? ''} (${row.user_name ?? '-'})`,
    summary: `"${row.sender_name ?? '-'}" bukan "${row.holder_name ?? '-'}" (nama ${Math.round(row.name_score! * 100)}%), di-approve ${row.approved_by ?? '-'}: ${row.remark ?? '-'}`,
    rows: [row],
    elsewhere: [],
  }));
}

async function sharedReferenceSignals(
  db: Db,
  website: string,
  date: IsoDate,
  actor: Actor,
): Promise<RiskSignal[]> {
  const signals: RiskSignal[] = [];
  for (const side of SIDES) {
    const shared = await sharedKeys(db, side, website, date);
    if (shared.length === 0) continue;
    const details = new Map(
      (await boRows.detailsOfStatements(db, side, [...new Set(shared.map((row) => row.mutasiId))])).map(
        (row) => [row.statementId, row],
      ),
    );
    const byKey = new Map<string, SharedKey[]>();
    for (const row of shared) byKey.set(row.key, [...(byKey.get(row.key) ?? []), row]);
    for (const [key, rows] of [...byKey].sort(([a], [b]) => a.localeCompare(b))) {
      const own = new Set(rows.map((row) => row.mutasiId));
      const elsewhere = new Map<number, RiskElsewhere>();
      for (const row of rows) {
        if (own.has(row.otherId) || elsewhere.has(row.otherId)) continue;
        const visible = actor.role === 'ADMIN' || row.otherWebsite === website;
        elsewhere.set(row.otherId, {
          website_code: visible ? row.otherWebsite : null,
          account: visible ? row.otherAccount : null,
          date: row.otherDate,
        });
      }
      const websites = new Set(rows.map((row) => row.otherWebsite));
      websites.add(website);
      const accounts = own.size + elsewhere.size;
      signals.push({
        kind: 'shared_reference',
        subject: key,
        summary:
          websites.size > 1
            ? `terlihat di ${count.format(websites.size)} website`
            : `terlihat di ${count.format(accounts)} baris mutasi rekening berbeda`,
        rows: [...own]
          .sort((a, b) => a - b)
          .flatMap((id) => {
            const row = details.get(id);
            return row ? [toRow(row)] : [];
          }),
        elsewhere: [...elsewhere.values()].sort((a, b) => a.date.localeCompare(b.date)),
      });
    }
  }
  return signals;
}

async function amountEditSignals(db: Db, website: string, date: IsoDate): Promise<RiskSignal[]> {
  const rows = [
    ...(await boRows.amountEditDetails(db, 'DEPO', website, date)),
    ...(await boRows.amountEditDetails(db, 'WD', website, date)),
  ].map((row) => ({
    row,
    checker: row.approvedBy ?? 'tidak diketahui',
    amountCents: row.amountCents,
    originalCents: row.amountOriginalCents!,
  }));
  return editsByChecker(rows).map((group) => ({
    kind: 'amount_edits',
    subject: group.checker,
    summary: `${rupiah(group.changedCents)} diubah di ${count.format(group.rows.length)} baris`,
    rows: group.rows.map((edit) => toRow(edit.row)),
    elsewhere: [],
  }));
}

/**
 * Deposits approved by hand with no statement row, per checker (issue 29): each is money nobody saw arrive. The
 * approval asks again before it (the screen), and the desk sees here who did it how often.
 */
async function approveWithoutCreditSignals(db: Db, website: string, date: IsoDate): Promise<RiskSignal[]> {
  const byChecker = new Map<string, Awaited<ReturnType<typeof boRows.approvedWithoutCreditDetails>>>();
  for (const row of await boRows.approvedWithoutCreditDetails(db, website, date)) {
    const checker = row.approvedBy ?? 'tidak diketahui';
    byChecker.set(checker, [...(byChecker.get(checker) ?? []), row]);
  }
  return [...byChecker.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([checker, rows]) => ({
      kind: 'approve_without_credit' as const,
      subject: checker,
      summary: `${count.format(rows.length)} deposit di-approve tanpa mutasi, ${rupiah(rows.reduce((sum, row) => sum + row.amountCents, 0))}`,
      rows: rows.map(toRow),
      elsewhere: [],
    }));
}

/** Every signal of a website's day (decision 044). The caller has checked the website is in the actor's scope. */
export async function riskSignals(
  db: Db,
  website: string,
  date: IsoDate,
  actor: Actor,
): Promise<RiskSignalsResponse> {
  // One snapshot for every read, so the kinds agree with each other.
  const { thresholds, signals } = await db.transaction(async (trx) => {
    await readOnlySnapshotWithoutJit(trx);
    const settings = await repo.settingsOf(trx, website);
    const thresholds = {
      sender_min_users: settings.sender_min_users,
      user_min_senders: settings.user_min_senders,
    };
    const signals = [
      ...(await fundingSignals(trx, website, date, thresholds)),
      ...(await nameMismatchSignals(trx, website, date)),
      ...(await sharedReferenceSignals(trx, website, date, actor)),
      ...(await amountEditSignals(trx, website, date)),
      ...(await approveWithoutCreditSignals(trx, website, date)),
    ];
    return { thresholds, signals };
  });
  const counts = Object.fromEntries(RISK_SIGNAL_KINDS.map((kind) => [kind, 0])) as Record<
    RiskSignalKind,
    number
  >;
  for (const signal of signals) counts[signal.kind]++;
  return { website_code: website, date, thresholds, counts, signals };
}

/** The ids of the rows behind the signals of a day (or of one kind), per review list. */
export interface SignalRowIds {
  bo: number[];
  bowd: number[];
  mutasi: number[];
  mutasiwd: number[];
}

export async function signalRowIds(
  db: Db,
  website: string,
  date: IsoDate,
  actor: Actor,
  filter: RiskSignalFilter,
): Promise<SignalRowIds> {
  const { signals } = await riskSignals(db, website, date, actor);
  const ids = {
    bo: new Set<number>(),
    bowd: new Set<number>(),
    mutasi: new Set<number>(),
    mutasiwd: new Set<number>(),
  };
  for (const signal of signals) {
    if (filter !== 'any' && signal.kind !== filter) continue;
    for (const row of signal.rows) {
      if (row.bo_id !== null) ids[row.side === 'DEPO' ? 'bo' : 'bowd'].add(row.bo_id);
      if (row.mutasi_id !== null) ids[row.side === 'DEPO' ? 'mutasi' : 'mutasiwd'].add(row.mutasi_id);
    }
  }
  return { bo: [...ids.bo], bowd: [...ids.bowd], mutasi: [...ids.mutasi], mutasiwd: [...ids.mutasiwd] };
}

export async function getSettings(db: Db, website: string): Promise<RiskSettings> {
  const stored = await repo.settingsOf(db, website);
  return {
    website_code: website,
    sender_min_users: stored.sender_min_users,
    user_min_senders: stored.user_min_senders,
    updated_at: stored.updated_at?.toISOString() ?? null,
    updated_by: stored.updated_by,
  };
}

/** An ADMIN's change of a website's thresholds, with its Tracking row in the same transaction. */
export async function updateSettings(
  db: Db,
  website: string,
  body: RiskSettingsBody,
  ctx: ActionContext,
): Promise<RiskSettings> {
  await db.transaction(async (trx) => {
    const before = await repo.settingsOf(trx, website);
    await repo.saveSettings(trx, website, body, {
      accountId: ctx.actor.accountId,
      accountName: ctx.actor.accountName,
      at: ctx.at,
    });
    await recordAction(
      trx,
      ctx,
      website,
      `Ubah ambang sinyal risiko ${website}: username per pengirim ${before.sender_min_users} → ${body.sender_min_users}, ` +
        `pengirim per username ${before.user_min_senders} → ${body.user_min_senders}`,
    );
  });
  return getSettings(db, website);
}
