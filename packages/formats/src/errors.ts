/** One problem found in an upload; `row` is the 1-based physical line (or sheet row), `column` the header name. */
export interface FormatErrorDetail {
  row?: number;
  column?: string;
  message: string;
}

/**
 * The only error the parsers and converters throw on purpose. `statusCode` follows api.md: 415 the
 * bytes are not the kind of file expected (not a CSV, not a spreadsheet), 422 the file was read but
 * its content is invalid, 413 too large to process, 400 an option the caller must supply is missing.
 * Named `statusCode` so the server's error handler can reply with it as it is.
 */
export class FormatError extends Error {
  override readonly name = 'FormatError';

  constructor(
    readonly statusCode: 400 | 413 | 415 | 422,
    message: string,
    readonly errors: FormatErrorDetail[] = [],
  ) {
    super(message);
  }
}

export const isFormatError = (value: unknown): value is FormatError => value instanceof FormatError;

/** How many row errors a refusal lists; the first ones are what a person fixes first. */
export const MAX_LISTED_ERRORS = 50;
