import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serverRoot } from '../lib/paths';

/** A sample file from the repository's fixtures/ folder (byte-identical copies of the shared samples). */
export function fixture(relative: string): Buffer {
  return readFileSync(path.join(serverRoot(), '..', '..', 'fixtures', relative));
}

/** Where a statement names its account: a preamble (`No. Rekening,=,'0123`, `Account No.,0123`, `No. rekening : 0123`). */
const PREAMBLE_ACCOUNT = /(?:rekening|account no\.?)["']?\s*[,;:=]+\s*[,;:=]?\s*'?(\d{6,})/i;
/** …or a column on every row: BRI's `NOREK`, Mandiri Cash Management's `Account No`. */
const ROW_ACCOUNT = /^(?:"\d+","(\d{6,})"|(\d{10,}),)/m;

/**
 * The account number a statement fixture names, or undefined: the Data Bank account a test chooses for it, as
 * a user would (a file naming another account is refused, decision 052). A workbook is read through its CSV
 * sibling (the same name in the fixture's folder, or for `portal/resaves/` the sample it re-saves).
 */
export function fixtureAccount(relative: string): string | undefined {
  const base = relative.replace(/\.(csv|txt|xlsx|xls)$/, '').replace(/-html$/, '');
  const name = base.split('/').pop()!;
  const root = path.join(serverRoot(), '..', '..', 'fixtures');
  const candidates = [relative, `${base}.csv`, `${base}.txt`];
  if (relative.startsWith('portal/resaves/')) {
    for (const folder of readdirSync(root)) candidates.push(`${folder}/${name}.csv`);
  }
  for (const candidate of candidates) {
    if (!/\.(csv|txt)$/.test(candidate) || !existsSync(path.join(root, candidate))) continue;
    const text = readFileSync(path.join(root, candidate)).toString(
      candidate.includes('utf16') ? 'utf16le' : 'utf8',
    );
    return accountIn(text);
  }
  // Workbooks without a CSV sibling, read once (their sheet's preamble).
  return WORKBOOK_ACCOUNTS[relative];
}

const WORKBOOK_ACCOUNTS: Record<string, string> = {
  'portal/bca/klikbca-individual.xlsx': '7730012345',
  'portal/bca/klikbca-next-day-gap.xlsx': '7730012345',
  // Read through their bank's converter, which keeps the account line (decision 076).
  'mandiri/livin-estatement.xlsx': '1370012345678',
  'bni/bni-mobile.xlsx': '0987654321',
  'bni/bni-mobile-html.xls': '0987654321',
};

function accountIn(text: string): string | undefined {
  const match = PREAMBLE_ACCOUNT.exec(text) ?? ROW_ACCOUNT.exec(text);
  return match ? (match[1] ?? match[2]) : undefined;
}

export interface FilePart {
  name: string;
  content: Buffer | string;
  field?: string;
  contentType?: string;
}

/** A multipart/form-data body as a browser would send it: the fields, then the file. */
export function multipart(fields: Record<string, string>, file?: FilePart) {
  const boundary = `----rekon${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'myfile'}"; filename="${file.name}"\r\n` +
          `Content-Type: ${file.contentType ?? 'text/csv'}\r\n\r\n`,
      ),
      Buffer.isBuffer(file.content) ? file.content : Buffer.from(file.content),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    body: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
