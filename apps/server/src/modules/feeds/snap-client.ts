import { createHash, createHmac, createPrivateKey, randomInt, sign } from 'node:crypto';
import { jakartaDateTime, type SnapBank } from '@rekon/contracts';

/**
 * A SNAP (Bank Indonesia's national open API) Bank Statement client (docs/design/feeds.md "Pull", decision 058):
 * the B2B access token signed SHA256withRSA over `clientId|timestamp` with the partner's private key, and each
 * statement call signed HMAC-SHA512 over `METHOD:path:token:lowercase(hex(sha256(minified body))):timestamp` with
 * the client secret. What differs between banks (paths, version prefix, paging, the fields of a row) is kept in
 * one adapter per bank; the banks whose published differences are not yet written down use the standard's.
 */
export interface SnapSettings {
  bank: SnapBank;
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  privateKey: string;
  partnerId: string;
  channelId: string;
  accountNo: string;
}

/** One statement row as the adapter reads it, in the shape a push carries (feed-batch.ts reads both). */
export interface SnapRow {
  account_number: string;
  date: string;
  description: string;
  amount: string;
  /** `CR`, `DB`, or what the bank sent when it is neither (the batch is then refused). */
  type: string;
  balance?: string;
  mutation_id?: string;
  /** The amount's currency where the bank names it: a row not in rupiah refuses the page. */
  currency?: string;
}

export interface SnapAdapter {
  tokenPath: string;
  statementPath: string;
  /** The request body of page `page` (1-based) of [from, to]. */
  statementBody(settings: SnapSettings, from: string, to: string, page: number, pageSize: number): object;
  /** The rows of an answer and whether another page follows. */
  readPage(answer: Record<string, unknown>, settings: SnapSettings): { rows: SnapRow[]; more: boolean };
}

const text = (value: unknown) =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** `2026-06-05T10:15:00+07:00` (or any ISO instant) as the push's WIB wall clock `2026-06-05 10:15:00`. */
export function wibWallClock(value: string): string {
  const at = new Date(value);
  if (Number.isNaN(at.getTime())) return value;
  return jakartaDateTime(at);
}

/** The standard's Bank Statement: `additionalInfo.pageNumber/pageSize` asked, `additionalInfo.totalPage` answered. */
const STANDARD: SnapAdapter = {
  tokenPath: '/v1.0/access-token/b2b',
  statementPath: '/v1.0/bank-statement',
  statementBody: (settings, from, to, page, pageSize) => ({
    partnerReferenceNo: `REKON${Date.now()}${page}`,
    accountNo: settings.accountNo,
    fromDateTime: from,
    toDateTime: to,
    additionalInfo: { pageNumber: String(page), pageSize: String(pageSize) },
  }),
  readPage: (answer, settings) => {
    const rows = Array.isArray(answer.detailData) ? answer.detailData : [];
    const info = record(answer.additionalInfo);
    const page = Number(text(info.pageNumber) || '1');
    const total = Number(text(info.totalPage) || '1');
    return {
      rows: rows.map((item) => {
        const row = record(item);
        const amount = record(row.amount);
        const balance = record(record(row.balance).amount ?? row.balance);
        const kind = text(row.type).toUpperCase();
        const id = text(row.referenceNo) || text(row.transactionId);
        return {
          account_number: settings.accountNo,
          date: wibWallClock(text(row.transactionDate)),
          description: text(row.remark),
          amount: text(amount.value),
          type:
            kind === 'CREDIT' || kind === 'C' || kind === 'CR'
              ? 'CR'
              : kind === 'DEBIT' || kind === 'D' || kind === 'DB'
                ? 'DB'
                : kind,
          ...(text(balance.value) ? { balance: text(balance.value) } : {}),
          ...(text(amount.currency) ? { currency: text(amount.currency) } : {}),
          ...(id ? { mutation_id: id } : {}),
        };
      }),
      more: Number.isFinite(page) && Number.isFinite(total) && page < total,
    };
  },
};

export const SNAP_ADAPTERS: Record<SnapBank, SnapAdapter> = {
  standard: STANDARD,
  BCA: STANDARD,
  BRI: STANDARD,
  MANDIRI: STANDARD,
  BNI: STANDARD,
  CIMB: STANDARD,
};

/** SNAP's `X-TIMESTAMP`: ISO 8601 in WIB with its offset, to the second. */
export function snapTimestamp(at: Date): string {
  return `${jakartaDateTime(at).replace(' ', 'T')}+07:00`;
}

/** The token request's `X-SIGNATURE`: base64 SHA256withRSA over `clientId|timestamp`. */
export const tokenSignature = (privateKey: string, clientId: string, timestamp: string) =>
  sign('sha256', Buffer.from(`${clientId}|${timestamp}`), createPrivateKey(privateKey)).toString('base64');

/** A service call's `X-SIGNATURE`: base64 HMAC-SHA512 over the method, path, token, body digest and timestamp. */
export function serviceSignature(
  clientSecret: string,
  method: string,
  path: string,
  token: string,
  minifiedBody: string,
  timestamp: string,
) {
  const digest = createHash('sha256').update(minifiedBody).digest('hex').toLowerCase();
  return createHmac('sha512', clientSecret)
    .update(`${method}:${path}:${token}:${digest}:${timestamp}`)
    .digest('base64');
}

export class SnapError extends Error {}

const REQUEST_TIMEOUT_MS = 15_000;

async function post(url: string, headers: Record<string, string>, body: string, timeoutMs: number) {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body,
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (err) {
    const timedOut = err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');
    throw new SnapError(timedOut ? 'Bank tidak menjawab (time-out).' : 'Bank tidak dapat dihubungi.');
  }
  const answer = record(await response.json().catch(() => ({})));
  if (!response.ok)
    throw new SnapError(
      `Bank menolak (${response.status}${answer.responseCode ? ` ${text(answer.responseCode)}` : ''}${answer.responseMessage ? `: ${text(answer.responseMessage)}` : ''}).`,
    );
  return answer;
}

const baseOf = (settings: SnapSettings) => settings.baseUrl.replace(/\/+$/, '');

/** A B2B access token from the bank (the feed's test asks only this: no statement call). */
export async function requestToken(
  settings: SnapSettings,
  now: () => Date,
  timeoutMs = REQUEST_TIMEOUT_MS,
): Promise<string> {
  const tokenAt = snapTimestamp(now());
  const tokenAnswer = await post(
    `${baseOf(settings)}${SNAP_ADAPTERS[settings.bank].tokenPath}`,
    {
      'X-CLIENT-KEY': settings.clientId,
      'X-TIMESTAMP': tokenAt,
      'X-SIGNATURE': tokenSignature(settings.privateKey, settings.clientId, tokenAt),
    },
    JSON.stringify({ grantType: 'client_credentials' }),
    timeoutMs,
  );
  const token = text(tokenAnswer.accessToken);
  if (!token) throw new SnapError('Bank tidak memberi access token.');
  return token;
}

/** Every row of [from, to], page after page (at most `maxPages`), with a fresh B2B token. */
export async function fetchStatement(
  settings: SnapSettings,
  from: string,
  to: string,
  now: () => Date,
  options: { pageSize?: number; maxPages?: number; timeoutMs?: number } = {},
): Promise<SnapRow[]> {
  const adapter = SNAP_ADAPTERS[settings.bank];
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const base = baseOf(settings);
  const token = await requestToken(settings, now, timeoutMs);
  const rows: SnapRow[] = [];
  const maxPages = options.maxPages ?? 50;
  for (let page = 1; page <= maxPages; page++) {
    const body = JSON.stringify(adapter.statementBody(settings, from, to, page, options.pageSize ?? 100));
    const at = snapTimestamp(now());
    const answer = await post(
      `${base}${adapter.statementPath}`,
      {
        Authorization: `Bearer ${token}`,
        'X-TIMESTAMP': at,
        'X-SIGNATURE': serviceSignature(
          settings.clientSecret,
          'POST',
          adapter.statementPath,
          token,
          body,
          at,
        ),
        'X-PARTNER-ID': settings.partnerId,
        // Unique per day (the standard's replay guard): 32 random digits.
        'X-EXTERNAL-ID': Array.from({ length: 32 }, () => randomInt(10)).join(''),
        'CHANNEL-ID': settings.channelId,
      },
      body,
      timeoutMs,
    );
    const read = adapter.readPage(answer, settings);
    rows.push(...read.rows);
    if (!read.more) return rows;
  }
  throw new SnapError(`Lebih dari ${maxPages} halaman dalam satu tarikan.`);
}
