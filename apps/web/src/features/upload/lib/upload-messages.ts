import { MSG } from '@rekon/contracts';

/**
 * The Upload screen's texts (spec sections 5 and 8), word for word. The ones the server shares come from the
 * contracts' MSG, the rest are only the browser's.
 */
export const UPLOAD_MSG = {
  wrongType: MSG.uploadWrongType,
  wrongStatementType: MSG.uploadStatementWrongType,
  noFile: MSG.uploadNoFile,
  noProvider: '❌ Harap pilih Provider terlebih dahulu.',
  noWebsite: MSG.uploadNoWebsite,
  noAccount: MSG.uploadNoAccount,
  noBcaAccount: MSG.uploadNoBcaAccount,
  noBcaDate: MSG.uploadNoBcaDate,
  noBniDate: MSG.uploadNoBniDate,
  noQrisLuxeWebsite: MSG.uploadNoQrisLuxeWebsite,
  // The spec shows the QRIS Luxe message "also with a leading ❌": the BO Deposit (QRIS) mode uses that form.
  noQrisLuxeWebsiteBo: `❌ ${MSG.uploadNoQrisLuxeWebsite}`,
  noDepositMode: '❌ Pilih mode deposit (Deposit / Deposit (QRIS))',
  unknownCombination: '❌ Kombinasi BO tidak dikenali.',
  unknownBank: '❌ Bank tidak dikenali.',
  unknownManual: MSG.uploadUnknownManual,
  noAccountId: 'Gagal membaca account_id dari token.',
  // A drop of several files is refused whole (never trimmed to the first): the spec's file message, and why.
  oneFileOnly: MSG.oneFileOnly,
  tooLarge: `❌ ${MSG.fileTooLarge}`,
  failed: '❌ Upload failed: ',
  unknownError: 'Unknown error',
} as const;
