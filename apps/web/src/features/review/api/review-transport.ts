import { BulkResponse, MSG } from '@rekon/contracts';
import { ApiError } from '../../../lib/api-client';

/*
 * Two review calls fall outside lib/api-client's JSON calls, where `{status:false}` is a failure:
 * - a bulk approve or delete answers `{status:false, message, results}` (HTTP 200) when every row was refused:
 *   the per-row reasons are an answer to show next to the rows, not an error to throw away;
 * - an export answers a file, named by Content-Disposition.
 * Both go through XMLHttpRequest here (same origin, the session cookie included), failing with the same
 * ApiError as every other call so a 401 still signs the user out.
 */

const NETWORK_ERROR = 'Tidak dapat terhubung ke server.';

interface RawAnswer {
  status: number;
  body: Blob;
  header: (name: string) => string | null;
}

function request(method: 'POST' | 'PUT', path: string, body: unknown): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, path);
    xhr.withCredentials = true;
    xhr.responseType = 'blob';
    xhr.setRequestHeader('content-type', 'application/json');
    xhr.onload = () =>
      resolve({
        status: xhr.status,
        body: xhr.response instanceof Blob ? xhr.response : new Blob([]),
        header: (name) => xhr.getResponseHeader(name),
      });
    xhr.onerror = () => reject(new ApiError(NETWORK_ERROR, 0));
    xhr.onabort = () => reject(new ApiError(NETWORK_ERROR, 0));
    xhr.send(JSON.stringify(body));
  });
}

async function readJson(body: Blob): Promise<unknown> {
  const text = await body.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

const isOk = (status: number) => status >= 200 && status < 300;

/** The server's `{status:false, message}` of a refused call, as every other call reports it. */
async function errorOf(answer: RawAnswer): Promise<ApiError> {
  const json = await readJson(answer.body);
  if (typeof json === 'object' && json !== null && 'message' in json && typeof json.message === 'string') {
    if (json.message) return new ApiError(json.message, answer.status);
  }
  return new ApiError(answer.status >= 500 ? MSG.serverError : `HTTP ${answer.status}`, answer.status);
}

/** A bulk approve or delete: the summary and one result per row, whether or not any row changed. */
export async function sendBulk(path: string, body: unknown): Promise<BulkResponse> {
  const answer = await request('PUT', path, body);
  if (!isOk(answer.status)) throw await errorOf(answer);
  return BulkResponse.parse(await readJson(answer.body));
}

/** The file name of a Content-Disposition header: the UTF-8 `filename*` first, else the plain `filename`. */
export function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition);
  if (encoded) {
    try {
      return decodeURIComponent(encoded[1]!.trim());
    } catch {
      // A malformed escape: fall back to the plain name.
    }
  }
  const plain = /filename\s*=\s*"([^"]*)"|filename\s*=\s*([^;]+)/i.exec(disposition);
  const name = plain?.[1] ?? plain?.[2]?.trim();
  return name || null;
}

export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

/** POSTs and receives a file, named as the server names it (else `fallbackName`). */
export async function postForFile(
  path: string,
  body: unknown,
  fallbackName: string,
): Promise<DownloadedFile> {
  const answer = await request('POST', path, body);
  if (!isOk(answer.status)) throw await errorOf(answer);
  return { blob: answer.body, fileName: fileNameOf(answer.header('content-disposition')) ?? fallbackName };
}

/** Hands a received file to the browser's download. */
export function saveFile({ blob, fileName }: DownloadedFile) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the URL; freeing it at once can cancel it in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
