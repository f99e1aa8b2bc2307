import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { MSG, type FieldError } from '@rekon/contracts';
import { isFormatError } from '@rekon/formats';
import { isDatabaseUnavailable, sqlState } from '../db/client';
import { ServerBusyError } from '../lib/heavy-work';

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: FieldError[],
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, errors?: FieldError[]) => new HttpError(400, message, errors);
export const unauthorized = (message: string = MSG.notSignedIn) => new HttpError(401, message);
export const forbidden = (message: string = MSG.forbidden) => new HttpError(403, message);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new HttpError(429, message, undefined, { 'retry-after': String(retryAfterSeconds) });

/** Messages for Fastify's own 4xx errors, in the staff's language. */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: MSG.bodyTooLarge,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: MSG.unsupportedMediaType,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: MSG.invalidInput,
  FST_ERR_CTP_EMPTY_JSON_BODY: MSG.invalidInput,
  FST_ERR_CTP_INVALID_JSON_BODY: MSG.invalidInput,
  FST_ERR_INVALID_JSON_BODY: MSG.invalidInput,
  FST_ERR_REQUEST_TIMEOUT: MSG.timeout,
  FST_ERR_BAD_URL: MSG.invalidInput,
  FST_REQ_FILE_TOO_LARGE: MSG.fileTooLarge,
  FST_FILES_LIMIT: MSG.oneFileOnly,
  FST_PARTS_LIMIT: MSG.tooManyFields,
  FST_FIELDS_LIMIT: MSG.tooManyFields,
  FST_PROTO_VIOLATION: MSG.fieldNameRefused,
  FST_MP_PREMATURE_CLOSE: MSG.uploadInterrupted,
  FST_INVALID_MULTIPART_CONTENT_TYPE: MSG.unsupportedMediaType,
};

/**
 * SQLSTATE class 22, "data exception": the statement was refused for a value it carried (an invalid byte
 * sequence or NUL, 22021/22P05; a number out of range, 22003; a bad date or time, 22007/22008; an invalid
 * text representation, 22P02; a string too long, 22001...). Values come from requests, so the request is
 * at fault: 400, never 500. The edge schemas refuse these inputs first; this is the net under them.
 * Every other database error (a missing table, a broken constraint, a deadlock left over) is a server
 * fault: 500, logged.
 */
export const isInputDataError = (err: unknown) => sqlState(err)?.startsWith('22') ?? false;

const ABORT_CODES = new Set(['ECONNRESET', 'ECONNABORTED', 'EPIPE', 'ERR_STREAM_PREMATURE_CLOSE']);

/** The request's own connection is gone and the error is what that looks like (not a database's failure). */
function clientAborted(err: unknown, req: FastifyRequest): boolean {
  const raw = req.raw;
  if (!(raw.aborted || raw.destroyed || raw.socket?.destroyed)) return false;
  for (let e: unknown = err, depth = 0; e && depth < 5; depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && ABORT_CODES.has(code)) return true;
    if (typeof message === 'string' && /^(aborted|premature close)$/i.test(message)) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** The one place that turns a thrown error into a response. Guards and services only throw. */
export function handleError(err: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  if (hasZodFastifySchemaValidationErrors(err)) {
    const errors = err.validation.map((v) => ({
      field: v.instancePath.replace(/^\//, '').replaceAll('/', '.') || undefined,
      message: v.message ?? MSG.invalidInput,
    }));
    return reply.code(400).send({ status: false, message: errors[0]?.message ?? MSG.invalidInput, errors });
  }
  if (err instanceof HttpError) {
    if (err.headers) reply.headers(err.headers);
    const body = err.errors
      ? { status: false, message: err.message, errors: err.errors }
      : { status: false, message: err.message };
    return reply.code(err.statusCode).send(body);
  }
  if (isFormatError(err)) {
    // A file the parser refused: its status (415/422) and its row-and-column errors, as they are.
    const errors = err.errors.length > 0 ? err.errors : undefined;
    return reply
      .code(err.statusCode)
      .send(
        errors ? { status: false, message: err.message, errors } : { status: false, message: err.message },
      );
  }
  if (err instanceof ServerBusyError) {
    // Not the file's fault: the heavy-work queue is full (decision 039). The browser retries after Retry-After.
    req.log.warn({ retryAfter: err.retryAfterSeconds }, 'heavy work refused: server busy');
    return reply
      .code(503)
      .header('retry-after', String(err.retryAfterSeconds))
      .send({ status: false, message: MSG.serverBusy });
  }
  if (clientAborted(err, req)) {
    // The client went away mid-request (closed the tab, cancelled the upload): its socket's ECONNRESET is not the
    // database's, and nobody reads the answer. Info, not an outage alarm (issue 32, F6).
    req.log.info({ code: (err as { code?: unknown }).code }, 'client aborted the request');
    return reply.code(400).send({ status: false, message: MSG.uploadInterrupted });
  }
  if (isDatabaseUnavailable(err)) {
    req.log.error({ err }, 'database unavailable');
    return reply.code(503).header('retry-after', '5').send({ status: false, message: MSG.unavailable });
  }
  if (isInputDataError(err)) {
    // The statement's text and parameters stay out of the log: they hold the request's values.
    req.log.warn({ sqlState: sqlState(err) }, 'database refused a value of the request');
    return reply.code(400).send({ status: false, message: MSG.invalidData });
  }
  if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
    // Prototype poisoning, bad JSON, body limits, unsupported media types: Fastify's own refusals.
    const message = (err.code && FRAMEWORK_MESSAGES[err.code]) ?? MSG.invalidInput;
    return reply.code(err.statusCode).send({ status: false, message });
  }
  req.log.error({ err }, 'unhandled error');
  return reply.code(500).send({ status: false, message: MSG.serverError });
}
