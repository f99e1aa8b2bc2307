/** A count as Indonesian staff read it: 60.011, not 60011. */
const countFormat = new Intl.NumberFormat('id-ID');
export const countText = (count: number) => countFormat.format(count);

/** Server messages shown to staff as they are. Spec wording where the spec gives it. */
export const MSG = {
  ipNotAllowed: 'IP tidak diizinkan',
  notSignedIn: 'Silakan login terlebih dahulu.',
  forbidden: 'Anda tidak memiliki akses untuk tindakan ini.',
  foreignWebsite: 'Anda tidak memiliki akses ke website ini.',
  crossSite: 'Permintaan lintas situs ditolak.',
  mustChangePassword: 'Ganti password Anda terlebih dahulu.',
  loginRequired: 'Username dan password wajib diisi.',
  loginFailed: 'Username atau password salah.',
  loginSuccess: 'Login berhasil',
  logoutSuccess: 'Logout berhasil',
  accountInactive: 'Akun tidak aktif',
  tooManyAttempts: (minutes: number) => `Terlalu banyak percobaan login. Coba lagi dalam ${minutes} menit.`,
  invalidInput: 'Input tidak valid.',
  /** A database data exception the input caused (bad byte, number out of range...): never a 500. */
  invalidData: 'Data tidak valid atau di luar batas yang diizinkan.',
  badCharacters: 'Input memuat karakter yang tidak diizinkan.',
  searchBadCharacters: 'Kata pencarian memuat karakter yang tidak diizinkan.',
  searchTooLong: (max: number) => `Kata pencarian maksimal ${max} karakter.`,
  idInvalid: 'ID tidak valid.',
  notFoundRoute: 'Endpoint tidak ditemukan.',
  serverError: 'Terjadi kesalahan pada server.',
  unavailable: 'Layanan sementara tidak tersedia. Coba lagi sebentar lagi.',
  // Heavy work (workbooks, uploads) beyond what the server takes on at once: 503 with Retry-After (decision 039).
  serverBusy: 'Server sedang sibuk memproses file lain. Coba lagi dalam beberapa detik.',
  unsupportedMediaType: 'Tipe konten tidak didukung.',
  bodyTooLarge: 'Data yang dikirim terlalu besar.',
  timeout: 'Permintaan terlalu lama.',
  fileTooLarge: 'File terlalu besar (maksimal 50 MB).',
  oneFileOnly: 'Hanya satu file per unggahan.',
  tooManyFields: 'Terlalu banyak field pada unggahan.',
  fieldNameRefused: 'Nama field tidak diizinkan.',
  uploadInterrupted: 'Unggahan terputus sebelum selesai.',
  /** A multipart body the parser cannot read (its parts do not use the declared boundary, or it ends early). */
  uploadMalformed: 'Isi unggahan tidak terbaca: format form tidak valid.',

  userCreated: 'User berhasil dibuat.',
  userStatusChanged: (name: string, active: boolean) =>
    `Status "${name}" diubah ke ${active ? 'Active' : 'Inactive'}.`,
  userDeleted: (name: string) => `Akun "${name}" berhasil dihapus.`,
  userUnlocked: (name: string, lifted: number) =>
    lifted > 0
      ? `Blokir login "${name}" dibuka.`
      : `"${name}" tidak sedang diblokir; hitungan login gagalnya dikosongkan.`,
  passwordChanged: (name: string) => `Password untuk "${name}" telah diperbarui.`,
  userNotFound: 'User tidak ditemukan.',
  usernameTaken: 'Username sudah dipakai.',
  websiteRequiredForRole: 'Website wajib dipilih untuk role CHECKER dan CS.',
  lastActiveAdmin: 'ADMIN aktif terakhir tidak dapat dinonaktifkan atau dihapus.',
  cannotDeleteSelf: 'Anda tidak dapat menghapus akun Anda sendiri.',
  cannotDeactivateSelf: 'Anda tidak dapat menonaktifkan akun Anda sendiri.',
  currentPasswordRequired: 'Password lama wajib diisi.',
  currentPasswordWrong: 'Password lama salah.',
  passwordTooCommon: 'Password terlalu umum atau mudah ditebak. Pilih password lain.',
  passwordSameAsUsername: 'Password tidak boleh sama dengan atau memuat username.',
  passwordTooShort: 'Password minimal 8 karakter.',
  passwordTooLong: 'Password maksimal 128 karakter.',
  passwordEmpty: 'Password baru wajib diisi.',
  usernameInvalid: 'Username 3-50 karakter: huruf, angka, titik, garis bawah atau tanda minus.',

  websiteCreated: 'Website berhasil ditambahkan.',
  websiteDeleted: (code: string) => `Website ${code} berhasil dihapus.`,
  websiteUpdated: (code: string) => `Website ${code} berhasil diperbarui.`,
  websiteNotFound: 'Website tidak ditemukan.',
  websiteCodeTaken: 'Website Code sudah dipakai.',
  websiteInUse: 'Website masih dipakai oleh akun, akun bank atau data, sehingga tidak dapat dihapus.',
  websiteFieldsRequired: '❌ Website Name, Code, dan Panel wajib diisi.',
  websiteCodeInvalid: 'Website Code 2-20 huruf besar atau angka.',
  websiteCodeReserved: 'Website Code "ALL" dipakai untuk semua website; pilih kode lain.',
  websitePanelInvalid: 'Website Panel harus NEXUS atau LUXE.',
  websiteScaleInvalid: 'Skala BO harus 1 atau 1000.',

  ipInvalid: '❌ IP format is invalid. Please use format like 192.168.1.1.',
  ipCreated: (ip: string) => `IP ${ip} berhasil ditambahkan ke whitelist.`,
  ipDeleted: (ip: string) => `IP ${ip} berhasil dihapus dari whitelist.`,
  ipStatusChanged: (ip: string, active: boolean) =>
    `Status IP ${ip} diubah ke ${active ? 'Active' : 'Inactive'}.`,
  ipTaken: 'IP sudah ada di whitelist.',
  ipNotFound: 'IP tidak ditemukan.',
  ipInUseByCaller: 'IP ini sedang Anda pakai; menghapus atau menonaktifkannya akan mengunci Anda sendiri.',
  ipLastActive:
    'IP ini satu-satunya IP aktif di whitelist; menghapus atau menonaktifkannya akan mengunci semua orang. Tambahkan IP lain dulu.',

  bankFieldsRequired: 'Semua field wajib diisi.',
  bankCreated: 'Akun bank berhasil dibuat.',
  bankDeleted: 'Akun bank berhasil dihapus.',
  bankStatusChanged: (active: boolean) => `Akun bank ${active ? 'diaktifkan' : 'dinonaktifkan'}.`,
  bankNotFound: 'Akun bank tidak ditemukan.',
  learnedNameNotFound: 'Nama dipelajari tidak ditemukan.',
  learnedNameDeleted: (name: string) => `Nama "${name}" tidak lagi dipakai untuk mencocokkan.`,
  bankTaken: 'Akun bank dengan nomor ini sudah ada untuk website, jenis transaksi dan bank tersebut.',
  bankNumberInvalid: 'Nomor rekening 5-30 digit angka.',
  bankUnknown: 'Bank tidak dikenali.',
  jenisInvalid: 'Jenis transaksi harus DEPO atau WD.',

  uploadWrongType: '❌ File harus .csv',
  /** Statement endpoints also read the portals' Excel downloads and screen pastes saved as text (formats.md). */
  uploadStatementWrongType: '❌ File harus .csv, .txt, .xls atau .xlsx',
  balanceBreak: (afterLine: number, difference: string) =>
    `Saldo tidak nyambung setelah baris ${afterLine}: selisih ${difference}`,
  balanceGap: (previousDate: string, difference: string) =>
    `Saldo awal file tidak nyambung dengan saldo akhir upload sebelumnya (${previousDate}): selisih ${difference}`,
  uploadNoFile: '❌ Harap pilih file terlebih dahulu.',
  uploadNoWebsite: '❌ Harap pilih website terlebih dahulu.',
  uploadNoAccount: '❌ Harap pilih Akun terlebih dahulu.',
  uploadNoBcaAccount: 'Harap pilih akun BCA terlebih dahulu.',
  uploadNoBcaDate: 'Tanggal wajib diisi untuk mutasi BCA.',
  uploadNoBniDate: 'Tanggal wajib diisi untuk mutasi BNI.',
  uploadBadDate: 'Tanggal harus berformat DD-Mon-YYYY, misalnya 05-Jan-2025.',
  uploadNoQrisLuxeWebsite: 'Website wajib dipilih untuk QRIS Luxe.',
  uploadUnknownManual: '❌ Bank manual tidak dikenali.',
  uploadAccountNotActive: 'Akun bank tidak ditemukan atau tidak aktif untuk website dan jenis transaksi ini.',
  uploadSideNotOffered: 'Jenis transaksi ini tidak tersedia untuk kategori unggahan tersebut.',
  uploadWrongPanel: (code: string, panel: string) => `Website ${code} bukan website panel ${panel}.`,
  uploadOutsideStatementDate: (held: string, chosen: string, earliest: string, latest: string) =>
    `Tanggal transaksi di file (${held}) di luar tanggal statement yang dipilih (${chosen}: boleh ${earliest} s.d. ${latest}); tidak ada yang disimpan. Periksa tanggal statement atau filenya.`,
  uploadNothingNew: (date: string) => `Data sudah ada untuk tanggal ${date}`,
  uploadNotFound: 'Upload tidak ditemukan.',
  /** One business date of an upload's new rows (decision 069): `1 baris masuk 28 Nov: di-approve pukul 00.03 WIB`. */
  uploadDayRows: (count: number, day: string, reason: string | null) =>
    `${countText(count)} baris masuk ${day}${reason ? `: ${reason}` : ''}`,
  uploadAdded: (count: number) => `${countText(count)} data berhasil ditambahkan`,
  uploadUndoTooOld: 'Upload lebih dari 24 jam tidak dapat dibatalkan.',
  uploadUndoneAlready: 'Upload ini sudah dibatalkan.',
  uploadUndoLaterFirst: (later: number) =>
    `Upload #${later} yang lebih baru juga memuat baris dari tanggal yang sama. Batalkan upload #${later} dulu.`,
  uploadUndoNothing: 'Baris upload ini sudah tidak ada (sudah dihapus).',
  uploadUndone: (id: number, removed: number) =>
    `Upload #${id} dibatalkan: ${countText(removed)} baris dihapus.`,
  uploadBusy: 'Unggahan lain untuk website ini sedang diproses. Coba lagi sebentar lagi.',

  reviewBadDate: 'Tanggal harus berformat DD-Mon-YYYY, misalnya 05-Jan-2025.',
  reviewBadAmount: 'Nominal hanya boleh berisi angka.',
  reviewAmountTooLarge: 'Nominal terlalu besar (maksimal 90.000.000.000.000).',
  remarkRequired: 'Keterangan tidak boleh kosong.',
  notEditable: 'Data ini tidak bisa diupdate (bukan hari yang sama).',
  noRowsSelected: 'Pilih minimal satu data.',
  counterpartUnavailable: 'Mutasi pasangan tidak ditemukan atau sudah dipakai.',
  splitWithCounterpart: 'Pilih satu mutasi pasangan atau satu grup mutasi, tidak keduanya.',
  splitRepeated: 'Grup mutasi berisi mutasi yang sama lebih dari sekali.',
  splitOtherAccount: 'Semua mutasi grup harus dari rekening yang sama.',
  splitWrongSum: (sum: string, amount: string) =>
    `Jumlah mutasi grup (${sum}) tidak sama dengan nominal BO (${amount}).`,
  rowsApproved: (count: number) => `${countText(count)} data berhasil di-approve.`,
  rowsDeleted: (count: number) => `${countText(count)} data berhasil dihapus.`,
  nothingChanged: 'Tidak ada data yang diubah.',
  statementNotFound: 'Mutasi tidak ditemukan.',
  rowsExplained: (count: number) => `${countText(count)} mutasi berhasil dijelaskan.`,
  rowsUndone: (count: number) => `${countText(count)} data dikembalikan ke Pending.`,
  notSettled: 'Data ini masih Pending: tidak ada yang dibatalkan.',
  /** Acting on a row someone else changed: who and when (Jakarta `HH.MM`). */
  alreadyApprovedBy: (by: string, clock: string) => `Sudah di-approve oleh ${by} pukul ${clock}.`,
  exportTooLarge: 'Data terlalu banyak untuk satu file Excel (maksimal 1.048.575 baris). Gunakan Export CSV.',
  convertWrongType: '❌ File harus .xls atau .xlsx',
  convertMissing: '❌ Please select a bank and file.',
  endBeforeStart: 'End Date tidak boleh lebih kecil dari Start Date.',
  rangeTooLong: 'Rentang tanggal maksimal 366 hari.',
  replayRangeTooLong: (days: number) => `Rentang ulang aturan maksimal ${days} hari.`,
  replayTokenMissing: 'Buat pratinjau dulu: penerapan memerlukan token pratinjau.',
  replayStale:
    'Data berubah sejak pratinjau: pasangan yang akan dibuat tidak lagi sama. Tidak ada yang diterapkan; buat pratinjau lagi.',
  replayApplied: (paired: number, reopened: number) =>
    `Ulang aturan diterapkan: ${countText(paired)} pasangan dibuat` +
    (reopened > 0 ? `, ${countText(reopened)} pasangan otomatis dibuka ulang.` : '.'),
  deleteTooOld: 'Data lebih dari 24 jam tidak dapat dihapus',
  deleteNothing: (date: string) => `Tidak ada data untuk tanggal ${date}`,
  deleteDone: (count: number, keptOlder: number) =>
    keptOlder > 0
      ? `${countText(count)} data dihapus; ${countText(keptOlder)} data lebih dari 24 jam tidak dihapus`
      : `${countText(count)} data dihapus`,

  // Live statement feeds (docs/design/feeds.md, decision 057).
  feedCreated: 'Feed berhasil dibuat.',
  feedUpdated: 'Feed berhasil diubah.',
  feedDeleted: 'Feed berhasil dihapus.',
  feedNotFound: 'Feed tidak ditemukan.',
  feedNameTaken: 'Nama feed sudah dipakai.',
  feedNameRequired: 'Nama feed wajib diisi (maksimal 100 karakter).',
  feedSecretTooShort: 'Secret minimal 16 karakter.',
  feedAccountInactive: 'Akun bank tidak ditemukan atau tidak aktif.',
  feedIntervalRange: 'Interval minimal 60 detik dan maksimal 86400 detik.',
  feedAddressInvalid: (value: string) => `Alamat pengirim tidak valid: ${value}`,
  feedUrlInvalid: 'URL bank harus diawali https:// (atau http:// untuk alamat lokal).',
  feedSnapFieldRequired: 'Semua field SNAP wajib diisi.',
  feedPrivateKeyInvalid: 'Private key harus berupa kunci RSA dalam format PEM.',
  feedSignatureMissing: 'Signature tidak ada.',
  feedSignatureWrong: 'Signature tidak valid.',
  feedAddressRefused: 'Alamat pengirim tidak diizinkan untuk feed ini.',
  feedBodyUnreadable: 'Isi kiriman harus JSON: array mutasi, atau objek dengan array di data atau mutations.',
  feedRowInvalid: (row: number, why: string) => `Mutasi ke-${row}: ${why}`,
  feedForeignAccount: (number: string) => `nomor rekening ${number} bukan rekening feed ini`,
  feedBadDate: 'tanggal tidak terbaca (YYYY-MM-DD HH:mm:ss)',
  feedOldDate: 'tanggal di luar 31 hari terakhir',
  feedBadType: 'type harus CR atau DB',
  feedBadAmount: 'amount harus angka positif',
  feedBadMutationId: 'mutation_id tidak valid',
  feedBadBalance: 'balance harus angka (boleh kosong atau 0)',
  feedBadCurrency: (currency: string) => `mata uang ${currency} bukan IDR`,
  feedTooManyRows: (max: number) => `Maksimal ${countText(max)} mutasi per kiriman.`,
  feedTestDone: 'Kiriman tes diterima: tanda tangan dan format benar (tidak ada yang disimpan).',
  feedSnapTestDone:
    'Bank memberi access token: alamat, client id dan kunci benar (tidak ada mutasi yang ditarik atau disimpan).',
  feedSnapTestFailed: (why: string) => `Tes SNAP gagal: ${why}`,
} as const;
