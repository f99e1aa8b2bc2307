import { createHash, randomUUID } from 'node:crypto';
import { mkdir, open, rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import type {} from '@fastify/multipart';
import { MSG } from '@rekon/contracts';
import { badRequest, HttpError } from './errors';

export const MAX_UPLOAD_BYTES = 50 * 1024 * 1024;

export interface ReceivedFile {
  /** A generated path in the server's temp folder; the client's name is never used as a path. */
  path: string;
  /** The client's file name, kept as metadata only. */
  name: string;
  size: number;
  sha256: string;
  mimetype: string;
}

export interface ReceivedUpload {
  fields: ReadonlyMap<string, string>;
  file: ReceivedFile;
  /** Removes the temp file; call it in `finally`. */
  dispose(): Promise<void>;
}

export interface ReceiveOptions {
  /** Where the file waits while it is parsed (config `UPLOAD_TMP_DIR`). */
  tempDir: string;
  /** Accepted final extensions, lower case with the dot (`.csv`). */
  extensions: readonly string[];
  /** The 415 message for any other extension (the spec's words). */
  wrongTypeMessage: string;
  /** Form fields the endpoint reads; anything else is refused. */
  fields: readonly string[];
  missingFileMessage: string;
  /**
   * Runs when the file part arrives, with the fields read so far (a browser sends them first), before a
   * byte of the file is read. Whatever it throws is the answer: the file is neither read nor stored, and
   * the connection is closed after the answer instead of reading the rest of the body.
   */
  beforeFile?: (fields: ReadonlyMap<string, string>) => void | Promise<void>;
}

/** An error of the callback, carried through the receiver as it is. */
class Refusal extends Error {
  constructor(readonly error: unknown) {
    super('refused before the file');
  }
}

/**
 * Errors of the multipart parser are the body's fault: a body whose parts do not use the declared
 * boundary, a boundary the parser cannot use, a body that ends inside a part. They carry neither an HTTP
 * status (the plugin's own refusals do) nor a system call (the disk's errors do, and stay 500s).
 */
function isParserError(err: unknown): err is Error {
  // Plain errors only: a TypeError or RangeError would be a fault of the code, and stays a 500.
  if (!(err instanceof Error) || Object.getPrototypeOf(err) !== Error.prototype) return false;
  const { statusCode, syscall, code } = err as { statusCode?: unknown; syscall?: unknown; code?: unknown };
  return statusCode === undefined && syscall === undefined && code === undefined;
}

/** The final extension of a file name, lower-cased: `x.csv.exe` is `.exe`, `DATA.CSV` is `.csv`. */
export function finalExtension(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot <= 0 ? '' : base.slice(dot).toLowerCase();
}

/**
 * Reads a multipart request with exactly one file, field `myfile`, into a temp file under a generated name,
 * hashing it on the way (security.md D24-25). Limits: one file of at most 50 MB, a few short fields.
 * Whatever goes wrong, nothing is left in the temp folder.
 */
export async function receiveUpload(req: FastifyRequest, options: ReceiveOptions): Promise<ReceivedUpload> {
  if (!req.isMultipart()) throw new HttpError(415, options.wrongTypeMessage);
  // The process's folder exists from the start (upload-temp.ts); this brings it back if something removed it.
  await mkdir(options.tempDir, { recursive: true, mode: 0o700 });
  const fields = new Map<string, string>();
  let file: ReceivedFile | undefined;
  const temp = path.join(options.tempDir, randomUUID());
  const dispose = () => rm(temp, { force: true });
  try {
    const parts = req.parts({
      limits: {
        files: 1,
        fileSize: MAX_UPLOAD_BYTES,
        fields: 20,
        fieldSize: 1024,
        parts: 22,
        headerPairs: 50,
      },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (!options.fields.includes(part.fieldname))
          throw badRequest(`Field tidak dikenal: ${part.fieldname.slice(0, 40)}`);
        if (typeof part.value !== 'string' || part.valueTruncated)
          throw badRequest(`Field ${part.fieldname} tidak valid.`);
        fields.set(part.fieldname, part.value);
        continue;
      }
      if (options.beforeFile) {
        try {
          await options.beforeFile(fields);
        } catch (err) {
          throw new Refusal(err);
        }
      }
      if (part.fieldname !== 'myfile') {
        part.file.resume();
        throw badRequest('File harus dikirim pada field myfile.');
      }
      if (file) {
        part.file.resume();
        throw badRequest(MSG.oneFileOnly);
      }
      if (!options.extensions.includes(finalExtension(part.filename))) {
        part.file.resume();
        throw new HttpError(415, options.wrongTypeMessage);
      }
      const hash = createHash('sha256');
      let size = 0;
      const measure = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          hash.update(chunk);
          size += chunk.length;
          done(null, chunk);
        },
      });
      // Opened before streaming: a write stream opens its file asynchronously, and on an aborted request
      // that open could land after the cleanup below and leave the file behind.
      const handle = await open(temp, 'wx', 0o600);
      await pipeline(part.file, measure, handle.createWriteStream());
      file = {
        path: temp,
        name: printableName(part.filename),
        size,
        sha256: hash.digest('hex'),
        mimetype: part.mimetype,
      };
    }
    if (!file) throw badRequest(options.missingFileMessage);
    return { fields, file, dispose };
  } catch (err) {
    await dispose();
    if (err instanceof Refusal) {
      // The rest of the body is not read: the answer goes out at once and the connection closes after it.
      req.raw.unpipe();
      req.raw.pause();
      const refusal = err.error;
      if (!(refusal instanceof HttpError)) throw refusal;
      throw new HttpError(refusal.statusCode, refusal.message, refusal.errors, {
        ...refusal.headers,
        connection: 'close',
      });
    }
    if (isParserError(err)) {
      req.log.info({ reason: err.message.slice(0, 120) }, 'unreadable multipart body refused');
      throw badRequest(MSG.uploadMalformed);
    }
    throw err;
  }
}

/**
 * The client's file name as metadata (security.md D25): without control and format characters (a right-to-left
 * override would make `inv\u202Excs.xlsx` read as another name in the upload history), at most 255 characters.
 */
export const printableName = (name: string): string =>
  name.replace(/[\p{Cc}\p{Cf}\p{Cs}]/gu, '').slice(0, 255) || 'file';
