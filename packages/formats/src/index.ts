export { FormatError, isFormatError, type FormatErrorDetail } from './errors';
export {
  parseAmount,
  formatAmount,
  isBlank,
  type AmountParse,
  type AmountStyle,
  type Direction,
} from './amount';
export {
  parseUpload,
  readUpload,
  UploadParse,
  type ParsedRow,
  type Totals,
  type UploadSummary,
} from './upload';
export {
  UPLOAD_FORMATS,
  ENDPOINT_FORMATS,
  DEFAULT_BO_SCALE,
  type RecordByFormat,
  type UploadFormat,
} from './formats';
export type { ParseOptions, RowProblem, StatementFooter } from './layout';
export type { AccountBlock } from './account-blocks';
export { senderShare, type SenderShare } from './sender-share';
export type { BalanceBreak, BalanceTrail } from './balance';
export type { BankParts, BoDepositRecord, BoWithdrawRecord, MutasiRecord, Wallet } from './records';
export type { ByteInput, TextEncodingName } from './text/decode';
export type { Delimiter } from './text/csv-rows';
export type { LocalDateTime } from './dates';
export {
  convertSpreadsheet,
  CONVERT_ENDPOINT_KINDS,
  SPREADSHEET_KINDS,
  type ConvertedCsv,
  type SpreadsheetKind,
} from './xlsx/convert';
export { PASSWORD_MESSAGE, spreadsheetContainer, type SpreadsheetContainer } from './xlsx/sniff';
export { TEMPLATES, templateNamed, type CsvTemplate } from './templates';
export { readFeedDescription } from './feed';
