import { klikBcaLayout } from './bca/parse';
import { klikBcaPreviewLayout } from './bca/preview';
import { bniDirectIndonesianLayout, bniDirectLayout, bniMobileLayout } from './bni/parse';
import { boDepositLayout, boWithdrawLayout } from './bo/parse';
import { cimbLayout } from './cimb/parse';
import { autoTxLayout } from './autotx/parse';
import type { BalancePoint } from './balance';
import type { Layout, ParseOptions, RecordTotals } from './layout';
import { summaryRowKind } from './statement-footer';
import { mandiriConvertedLayout, mandiriKopraLayout, mcmLayout } from './mandiri/parse';
import { briLayout, manualLayout } from './manual/parse';
import { nexusPayLayout } from './nexuspay/parse';
import { qrisLayout } from './qris/parse';
import type { BoDepositRecord, BoWithdrawRecord, MutasiRecord } from './records';

/** Every upload the server accepts, by the file it reads (endpoints: `ENDPOINT_FORMATS`). */
export const UPLOAD_FORMATS = [
  'nexus-deposit',
  'nexus-withdraw',
  'luxe-deposit',
  'luxe-deposit-qris',
  'luxe-withdraw',
  'bca',
  'bni-internet',
  'bni-mobile',
  'mandiri',
  'cimb',
  'manual',
  'qris',
  'autotx',
  'nexuspay',
] as const;

export type UploadFormat = (typeof UPLOAD_FORMATS)[number];

/** The record each format yields. */
export interface RecordByFormat {
  'nexus-deposit': BoDepositRecord;
  'nexus-withdraw': BoWithdrawRecord;
  'luxe-deposit': BoDepositRecord;
  'luxe-deposit-qris': BoDepositRecord;
  'luxe-withdraw': BoWithdrawRecord;
  bca: MutasiRecord;
  'bni-internet': MutasiRecord;
  'bni-mobile': MutasiRecord;
  mandiri: MutasiRecord;
  cimb: MutasiRecord;
  manual: MutasiRecord;
  qris: MutasiRecord;
  autotx: MutasiRecord;
  nexuspay: MutasiRecord;
}

/** The upload endpoints of formats.md and the format each one reads. */
export const ENDPOINT_FORMATS: Readonly<Record<string, UploadFormat>> = Object.freeze({
  '/api/checkdata': 'nexus-deposit',
  '/api/bowd': 'nexus-withdraw',
  '/api/uploadboluxe': 'luxe-deposit',
  '/api/uploadqris': 'luxe-deposit-qris',
  '/api/uploadbowdluxe': 'luxe-withdraw',
  '/api/mutasiupdepobca': 'bca',
  '/api/mutasiupdepomdr': 'mandiri',
  '/api/mutasiupdepobnimobile': 'bni-mobile',
  '/api/mutasiupdepobniinternetbanking': 'bni-internet',
  '/api/mutasiupdepocimb': 'cimb',
  '/api/mutasiupdepoautotx': 'autotx',
  '/api/mutasiupdepoqris': 'qris',
  '/api/mutasiupdepoqrissolita': 'qris',
  '/api/mutasiupdepoqrisminera': 'qris',
  '/api/mutasiupdepoqrisexport': 'qris',
  '/api/mutasiupdepoqrisluxe': 'qris',
  '/api/nexuspay': 'nexuspay',
  '/api/mutasiupdepomanual': 'manual',
});

export interface FormatDefinition<R> {
  layouts(options: ParseOptions): readonly Layout<R>[];
  totals(record: R): RecordTotals;
  /** Statements: the row's place in the running balance, when it prints one. */
  balance?(record: R, line: number): BalancePoint | null;
  /** The BO amount scale this format applies when the caller gives none. */
  defaultScale?: number;
}

const mutasiTotals = (record: MutasiRecord): RecordTotals => ({
  direction: record.direction,
  amountCents: record.amountCents,
  isFeeRow: record.isFee,
  feeCents: record.feeCents ?? 0,
  nettCents: record.nettCents,
});

const statementBalance = (record: MutasiRecord, line: number): BalancePoint | null =>
  record.balanceCents === null
    ? null
    : {
        line,
        date: record.date,
        time: record.time,
        direction: record.direction,
        amountCents: record.amountCents,
        balanceCents: record.balanceCents,
      };

/**
 * A statement layout that also passes over summary rows by their exact label (`Saldo Awal`, `Total
 * Debit`, a `SALDO AWAL` line): a file is not refused for a footer its layout does not list. A reader that
 * reads its own footer (KlikBCA, which checks the totals against the rows) is left to do so.
 */
function withSummaryRows(layout: Layout<MutasiRecord>): Layout<MutasiRecord> {
  return {
    ...layout,
    createReader: (header, options) => {
      const reader = layout.createReader(header, options);
      if (reader.footer) return reader;
      const description = header.columns.get('description');
      return {
        read(cells, line, emit) {
          const summary = summaryRowKind(cells, description);
          if (summary) emit(line, cells, { kind: summary });
          else reader.read(cells, line, emit);
        },
        finish: (emit) => reader.finish(emit),
        warnings: reader.warnings && (() => reader.warnings?.() ?? []),
      };
    },
  };
}

const statement = (...layouts: Layout<MutasiRecord>[]): FormatDefinition<MutasiRecord> => {
  const read = layouts.map(withSummaryRows);
  return { layouts: () => read, totals: mutasiTotals, balance: statementBalance };
};

const deposit = (
  layout: Layout<BoDepositRecord>,
  defaultScale: number,
): FormatDefinition<BoDepositRecord> => ({
  layouts: () => [layout],
  defaultScale,
  totals: (record) => ({
    direction: 'CR',
    amountCents: record.depo_amount_cents,
    isFeeRow: false,
    feeCents: record.admin_fee_cents,
    nettCents: record.nett_amount_cents,
  }),
});

const withdraw = (
  layout: Layout<BoWithdrawRecord>,
  defaultScale: number,
): FormatDefinition<BoWithdrawRecord> => ({
  layouts: () => [layout],
  defaultScale,
  totals: (record) => ({
    direction: 'DB',
    amountCents: record.wd_amount_cents,
    isFeeRow: false,
    feeCents: record.wd_player_fee_cents,
    // Withdrawals match on the nett amount when the panel gives a non-zero one (reconcile.md).
    nettCents: record.wd_nett_amount_cents || record.wd_amount_cents,
  }),
});

/** Panel amount scales when the website has none set: Nexus exports thousands of rupiah, Luxe rupiah. */
export const DEFAULT_BO_SCALE = { NEXUS: 1000, LUXE: 1 } as const;

const MANUAL = [withSummaryRows(manualLayout)];
const MANUAL_AND_BRI = [...MANUAL, withSummaryRows(briLayout)];

export const FORMATS: { [F in UploadFormat]: FormatDefinition<RecordByFormat[F]> } = {
  'nexus-deposit': deposit(boDepositLayout('nexus-deposit', DEFAULT_BO_SCALE.NEXUS), DEFAULT_BO_SCALE.NEXUS),
  'nexus-withdraw': withdraw(
    boWithdrawLayout('nexus-withdraw', DEFAULT_BO_SCALE.NEXUS),
    DEFAULT_BO_SCALE.NEXUS,
  ),
  'luxe-deposit': deposit(boDepositLayout('luxe-deposit', DEFAULT_BO_SCALE.LUXE), DEFAULT_BO_SCALE.LUXE),
  'luxe-deposit-qris': deposit(
    boDepositLayout('luxe-deposit-qris', DEFAULT_BO_SCALE.LUXE, true),
    DEFAULT_BO_SCALE.LUXE,
  ),
  'luxe-withdraw': withdraw(boWithdrawLayout('luxe-withdraw', DEFAULT_BO_SCALE.LUXE), DEFAULT_BO_SCALE.LUXE),
  bca: statement(klikBcaLayout, klikBcaPreviewLayout),
  'bni-internet': statement(bniDirectLayout, bniMobileLayout, bniDirectIndonesianLayout),
  'bni-mobile': statement(bniMobileLayout),
  mandiri: statement(mandiriConvertedLayout, mandiriKopraLayout, mcmLayout),
  cimb: statement(cimbLayout),
  manual: {
    layouts: (options) => (options.provider?.trim().toUpperCase() === 'BRI' ? MANUAL_AND_BRI : MANUAL),
    totals: mutasiTotals,
    balance: statementBalance,
  },
  qris: statement(qrisLayout),
  autotx: statement(autoTxLayout),
  nexuspay: statement(nexusPayLayout),
};
