import { z } from 'zod';
import { MSG } from './messages';

export const ROLES = ['ADMIN', 'CHECKER', 'CS'] as const;
export const Role = z.enum(ROLES);
export type Role = z.infer<typeof Role>;

/** Page sizes the screens offer (spec section 9). */
export const PAGE_SIZES = {
  users: [5, 10, 20, 50, 100],
  tracking: [5, 10, 20, 50, 100],
  dataPlayer: [10, 20, 50, 100],
} as const;
export const DEFAULT_PAGE_SIZE = { users: 10, tracking: 10, dataPlayer: 50 } as const;
/** BO, mutasi, whitelist and website lists use a fixed page size; the admin lookup asks for 1000. */
export const LIST_PAGE_SIZE = 100;
export const LOOKUP_PAGE_SIZE = 1000;
export const MAX_PAGE_SIZE = 1000;

const positiveInt = (message: string) =>
  z
    .string()
    .regex(/^[0-9]{1,9}$/, message)
    .transform(Number)
    .pipe(z.number().int().min(1, message));

/** A numeric row id in a path segment (1..999,999,999: within the int4 ids of the admin tables). */
export const PathId = positiveInt(MSG.idInvalid);

/** The largest row id of an int4 (`serial`) column: websites, accounts, whitelist, bank accounts. */
export const MAX_INT4_ID = 2_147_483_647;

/**
 * Text a person typed as a name, code, label, remark or search term: no control character (C0, DEL, C1: NUL
 * cannot even be stored by PostgreSQL, and none of them holds a line break or a tab), no invisible format
 * character (Unicode Cf: right-to-left and other bidi overrides and isolates, zero-width spaces and joiners,
 * soft hyphens, the BOM), which change how a name reads in Tracking without showing, and no unpaired UTF-16
 * surrogate (not Unicode text at all). Use with `.regex(NO_CONTROL_CHARACTERS, ...)` (decision 063).
 */
export const NO_CONTROL_CHARACTERS = /^[^\p{Cc}\p{Cf}\p{Cs}]*$/u;

/** A remark a person types on an action (approve, explain, undo): required, at most 500 characters, printable. */
export const Remark = z
  .string(MSG.remarkRequired)
  .trim()
  .min(1, MSG.remarkRequired)
  .max(500, 'Keterangan maksimal 500 karakter.')
  .regex(NO_CONTROL_CHARACTERS, MSG.badCharacters);

/** A website code in a path segment (`ALL` for ADMIN where a route allows it); unknown codes are refused later. */
export const WebsiteParam = z
  .string()
  .min(1, MSG.websiteCodeInvalid)
  .max(40, MSG.websiteCodeInvalid)
  .regex(NO_CONTROL_CHARACTERS, MSG.badCharacters);

/** A list's search term as a path segment: printable text, at most `max` characters. */
export const SearchTerm = (max: number) =>
  z.string().max(max, MSG.searchTooLong(max)).regex(NO_CONTROL_CHARACTERS, MSG.searchBadCharacters);

/** `/{pageSize}/{page}`: page is 1-based, pageSize 1..1000 (api.md). */
export const PageParams = z.object({
  pageSize: positiveInt('Ukuran halaman harus 1 sampai 1000.').pipe(
    z.number().max(MAX_PAGE_SIZE, 'Ukuran halaman harus 1 sampai 1000.'),
  ),
  page: positiveInt('Nomor halaman harus bilangan bulat mulai 1.'),
});
export type PageParams = z.infer<typeof PageParams>;

export const OkBody = z.object({ status: z.literal(true), message: z.string() });
export type OkBody = z.infer<typeof OkBody>;

export const FieldError = z.object({
  field: z.string().optional(),
  row: z.number().optional(),
  column: z.string().optional(),
  message: z.string(),
});
export type FieldError = z.infer<typeof FieldError>;

export const ErrorBody = z.object({
  status: z.literal(false),
  message: z.string(),
  errors: z.array(FieldError).optional(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

/** A JSON boolean, also accepted as the strings the old client sent ("true"/"false"). */
export const BooleanInput = z.union([
  z.boolean(),
  z.enum(['true', 'false']).transform((value) => value === 'true'),
]);

/** Timestamps travel as ISO 8601 strings in UTC. */
export const Timestamp = z.string();
