import {
  MSG,
  pathOf,
  type Endpoint,
  type FieldError,
  type HttpMethod,
  type PathArgs,
} from '@rekon/contracts';

/**
 * One call of an entry of the endpoint table (@rekon/contracts, decision 065): its method and the path `pathOf`
 * built. Every helper below takes one, so no API path is written by hand in the web app.
 */
export interface ApiCall<M extends HttpMethod = HttpMethod> {
  readonly method: M;
  readonly path: string;
}

/** The call of `endpoint` with its path parameters (and a query, if any). */
export function call<E extends Endpoint>(endpoint: E, ...args: PathArgs<E>): ApiCall<E['method']> {
  return { method: endpoint.method, path: pathOf(endpoint, ...args) };
}

type Change = 'POST' | 'PUT' | 'DELETE';

/** Anything with zod's `parse`: the contracts' schemas, without the web app depending on zod itself. */
export interface Parser<T> {
  parse(input: unknown): T;
}

/** A parser of a JSON array whose items `row` parses. */
export function listOf<T>(row: Parser<T>): Parser<T[]> {
  return {
    parse(input) {
      if (!Array.isArray(input)) throw new TypeError('Expected a list.');
      return input.map((item) => row.parse(item));
    },
  };
}

/** A refused or failed call; `message` is the server's own text, shown to staff as it is. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly errors: FieldError[] = [],
    /** The server's `Retry-After` in seconds (a busy server's 503), or null when it sent none. */
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface Page<Row> {
  rows: Row[];
  /** The total across pages, or null when the server sent none (the pager then guesses from the page). */
  total: number | null;
}

export interface Ok {
  status: true;
  message: string;
}

const NETWORK_ERROR = 'Tidak dapat terhubung ke server.';

// Every JSON call goes through here: it sends the session cookie and speaks JSON.
async function request(method: string, path: string, body?: unknown): Promise<Response> {
  const init: RequestInit = { method, credentials: 'include', headers: { accept: 'application/json' } };
  if (body !== undefined) {
    init.headers = { ...init.headers, 'content-type': 'application/json' };
    init.body = JSON.stringify(body);
  }
  try {
    return await fetch(path, init);
  } catch {
    throw new ApiError(NETWORK_ERROR, 0);
  }
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

async function readJson(response: Response): Promise<unknown> {
  return parseJson(await response.text());
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `Retry-After` in seconds: a number of seconds or an HTTP date; null when absent or unreadable. */
export function retryAfterSeconds(value: string | null): number | null {
  const text = value?.trim();
  if (!text) return null;
  if (/^[0-9]+$/.test(text)) return Number(text);
  const at = Date.parse(text);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - Date.now()) / 1000));
}

/** Turns a non-2xx answer into an ApiError carrying the server's `{status:false, message}`. */
function errorFrom(response: { status: number }, body: unknown, retryAfter: string | null = null): ApiError {
  const seconds = retryAfterSeconds(retryAfter);
  if (isRecord(body) && typeof body.message === 'string' && body.message) {
    const errors = Array.isArray(body.errors) ? (body.errors as FieldError[]) : [];
    return new ApiError(body.message, response.status, errors, seconds);
  }
  const message = response.status >= 500 ? MSG.serverError : `HTTP ${response.status}`;
  return new ApiError(message, response.status, [], seconds);
}

/** How many times a call refused by a busy server is tried again, and the longest wait honoured. */
export const BUSY_RETRIES = 3;
const BUSY_MAX_WAIT_SECONDS = 60;

/** A wait before trying a call again: the try that comes next, out of how many, and in how many seconds. */
export interface BusyWait {
  attempt: number;
  attempts: number;
  seconds: number;
}

/** What the user reads while a busy server is waited for, and when the browser gives up. */
export const BUSY_MSG = {
  waiting: ({ attempt, attempts, seconds }: BusyWait) =>
    `Server sedang sibuk memproses file lain. Mencoba lagi dalam ${seconds} detik (percobaan ${attempt} dari ${attempts})…`,
  gaveUp: (attempts: number) =>
    `Server masih sibuk setelah ${attempts} percobaan. File Anda tidak diproses; coba lagi beberapa menit lagi.`,
} as const;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs `call`; when the server answers 503 with `Retry-After` (it is busy, decision 039: nothing was done), tries
 * again after that many seconds (and up to one more, so that refused browsers do not all come back at once), at
 * most `retries` times. `onWait` is told each wait, and null when the next try starts. After the last try the
 * error says the server is still busy.
 */
export async function retryWhenBusy<T>(
  call: () => Promise<T>,
  {
    onWait,
    retries = BUSY_RETRIES,
    wait = sleep,
  }: {
    onWait?: (wait: BusyWait | null) => void;
    retries?: number;
    wait?: (ms: number) => Promise<void>;
  } = {},
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await call();
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 503 || error.retryAfterSeconds === null)
        throw error;
      if (attempt > retries) {
        throw new ApiError(BUSY_MSG.gaveUp(attempt), 503, [], error.retryAfterSeconds);
      }
      const seconds = Math.min(BUSY_MAX_WAIT_SECONDS, Math.max(1, error.retryAfterSeconds));
      onWait?.({ attempt: attempt + 1, attempts: retries + 1, seconds });
      await wait(seconds * 1000 + Math.floor(Math.random() * 1000));
      onWait?.(null);
    }
  }
}

/** GET a JSON value. `accept` lists non-2xx statuses whose body is an answer, not an error. */
export async function getJson<T>(to: ApiCall<'GET'>, schema: Parser<T>, accept: number[] = []): Promise<T> {
  const response = await request('GET', to.path);
  const body = await readJson(response);
  if (!response.ok && !accept.includes(response.status))
    throw errorFrom(response, body, response.headers.get('retry-after'));
  return schema.parse(body);
}

/** GET one page of a list: the rows, and the total from `x-total-count` (else the first row's `all_data`). */
export async function getPage<Row>(to: ApiCall<'GET'>, rowSchema: Parser<Row>): Promise<Page<Row>> {
  const response = await request('GET', to.path);
  const body = await readJson(response);
  if (!response.ok) throw errorFrom(response, body, response.headers.get('retry-after'));
  const items = Array.isArray(body) ? body : [];
  const rows = items.map((item) => rowSchema.parse(item));
  const header = response.headers.get('x-total-count');
  const first: unknown = items[0];
  let total: number | null = null;
  if (header !== null && /^[0-9]+$/.test(header)) total = Number(header);
  else if (isRecord(first) && typeof first.all_data === 'number') total = first.all_data;
  return { rows, total };
}

/** A state-changing call that returns the server's whole success body (sign-in returns the claims). */
export async function sendForData(to: ApiCall<Change>, body?: unknown): Promise<unknown> {
  const response = await request(to.method, to.path, body);
  const json = await readJson(response);
  if (!response.ok || (isRecord(json) && json.status === false))
    throw errorFrom(response, json, response.headers.get('retry-after'));
  return json;
}

/**
 * A state-changing call whose 2xx body is an answer whatever its `status` flag: a bulk approve or delete says
 * `{status:false, message, results}` when every row was refused, and the per-row reasons are shown next to the
 * rows rather than thrown away. A non-2xx answer throws ApiError like every other call.
 */
export async function sendForAnswer<T>(to: ApiCall<Change>, body: unknown, schema: Parser<T>): Promise<T> {
  const response = await request(to.method, to.path, body);
  const json = await readJson(response);
  if (!response.ok) throw errorFrom(response, json, response.headers.get('retry-after'));
  return schema.parse(json);
}

/** A state-changing call. Resolves with the server's `{status:true, message}`, throws ApiError otherwise. */
export async function send(to: ApiCall<Change>, body?: unknown): Promise<Ok> {
  const json = await sendForData(to, body);
  const message = isRecord(json) && typeof json.message === 'string' ? json.message : '';
  return { status: true, message };
}

/** The message to show for a failed call: the server's text when there is one. */
export function messageOf(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  if (error instanceof Error && error.message) return error.message;
  return MSG.serverError;
}

/**
 * POSTs a multipart form with XMLHttpRequest, because fetch reports no upload progress. `onProgress` gets the
 * share of the body sent so far (0..1). Same cookie and error envelope as every other call; a 2xx body is the
 * answer whatever its `status` flag (uploads keep their own shape: `status: true` means nothing new).
 */
export function uploadWithProgress<T>(
  to: ApiCall<'POST'>,
  form: FormData,
  schema: Parser<T>,
  onProgress?: (fraction: number) => void,
  headers: Record<string, string> = {},
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(to.method, to.path);
    xhr.withCredentials = true;
    xhr.setRequestHeader('accept', 'application/json');
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    });
    xhr.addEventListener('load', () => {
      const body = parseJson(xhr.responseText);
      if (xhr.status < 200 || xhr.status >= 300)
        return reject(errorFrom(xhr, body, xhr.getResponseHeader('retry-after')));
      try {
        resolve(schema.parse(body));
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
    xhr.addEventListener('error', () => reject(new ApiError(NETWORK_ERROR, 0)));
    xhr.addEventListener('abort', () => reject(new ApiError(NETWORK_ERROR, 0)));
    xhr.send(form);
  });
}

/** The file name in a Content-Disposition header: the UTF-8 `filename*` when there is one, else `filename`. */
export function fileNameFrom(disposition: string | null): string | null {
  if (!disposition) return null;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // A malformed escape: the plain name below is the next best.
    }
  }
  const plain = /filename\s*=\s*"([^"]*)"|filename\s*=\s*([^;]+)/i.exec(disposition);
  const name = (plain?.[1] ?? plain?.[2] ?? '').trim();
  return name || null;
}

/** What a download sends: nothing (GET), a multipart form (a file to convert) or a JSON body (an export's filter). */
export interface DownloadRequest {
  form?: FormData;
  json?: unknown;
  /** The name used when the server sends no Content-Disposition. */
  fallbackName: string;
}

/** Hands a received file to the browser's download under `name`. */
export function saveBlob(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoking at once can cancel the download before the browser has read the blob.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * Asks for a file (a template, a converted statement, an export) and hands it to the browser as a download,
 * named as the server says (Content-Disposition), else `fallbackName`. Resolves with the name used.
 */
export async function downloadFile(
  to: ApiCall<'GET' | 'POST'>,
  { form, json, fallbackName }: DownloadRequest,
): Promise<string> {
  const init: RequestInit = { method: to.method, credentials: 'include' };
  // No content-type for a FormData body: the browser writes the multipart boundary itself.
  if (form) init.body = form;
  else if (json !== undefined) {
    init.headers = { 'content-type': 'application/json' };
    init.body = JSON.stringify(json);
  }
  let response: Response;
  try {
    response = await fetch(to.path, init);
  } catch {
    throw new ApiError(NETWORK_ERROR, 0);
  }
  if (!response.ok) throw errorFrom(response, await readJson(response), response.headers.get('retry-after'));
  const blob = await response.blob();
  const name = fileNameFrom(response.headers.get('content-disposition')) ?? fallbackName;
  saveBlob(blob, name);
  return name;
}
