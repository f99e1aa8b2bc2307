import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { serverRoot } from '../lib/paths';

/** A sample file from the repository's fixtures/ folder (byte-identical copies of the shared samples). */
export function fixture(relative: string): Buffer {
  return readFileSync(path.join(serverRoot(), '..', '..', 'fixtures', relative));
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
