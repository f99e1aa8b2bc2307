import { describe, expect, it } from 'vitest';
import { readBcaDescription } from './bca';
import { readBniDirectDescription, readBniMobileDescription } from './bni';
import { readBriDescription } from './bri';
import { readMandiriDescription, readMcmDescription } from './mandiri';
import { readTransfer, takeNameBackward } from './names';
import { findPhone } from './wallets';

/** Descriptions as the fixture statements print them, and who a checker reads in each. */
describe('readBcaDescription (KlikBCA)', () => {
  it.each([
    ['TRSF E-BANKING CR 3012/FTSCY/WS95031         100000.00BUDI SANTOSO', 'BUDI SANTOSO'],
    ['TRSF E-BANKING CR 3012/FTSCY/WS95051          50000.00depo, xyz77 AGUS PRATAMA', 'AGUS PRATAMA'],
    ['TRSF E-BANKING DB 3012/FTSCY/WS95271         500000.00wd0193 DEWI ANGGRAENI', 'DEWI ANGGRAENI'],
    ['TRSF E-BANKING CR 3112/FTSCY/WS95031        1000000.00MUHAMMAD RIZKY RAM', 'MUHAMMAD RIZKY RAM'],
    ['TRSF E-BANKING CR 0506/FTSCY/WS95031          45000.00kurnia_s45 KURNIA SARI', 'KURNIA SARI'],
    ['TRSF E-BANKING DB 0506/FTSCY/WS95271        5000000.00PINDAH DANA RIKA AMELIA', 'RIKA AMELIA'],
    [
      'TRSF E-BANKING CR 0206/FTSCY/WS95271        2500000.00DEPO ABC 02 JU NI 2026 SITI RAHMAWATI',
      'SITI RAHMAWATI',
    ],
    ['BI-FAST CR TRANSFER   DR 002 SITI RAHMAWATI', 'SITI RAHMAWATI'],
    ['BI-FAST DB TRANSFER   KE 008 FERRY GUNAWAN', 'FERRY GUNAWAN'],
    // KlikBCA Bisnis: remark and name separated by two spaces, trailing spaces kept.
    ['TRSF E-BANKING CR 0806/FTSCY/WS95031 150000.00  BUDI SANTOSO  ', 'BUDI SANTOSO'],
    [
      'TRSF E-BANKING CR 0806/FTSCY/WS95271 2500000.00  DEPO SLOT 08 JU NI 2026  SITI RAHMAWATI ',
      'SITI RAHMAWATI',
    ],
    ['TRSF E-BANKING DB 0806/FTSCY/WS95271 15000000.00  PINDAH DANA  FERRY GUNAWAN ', 'FERRY GUNAWAN'],
    ['SETORAN TUNAI', null],
  ])('%s → %s', (description, name) => {
    expect(readBcaDescription(description).name).toBe(name);
  });

  it('names the wallet of e-wallet payouts instead of a person', () => {
    const gopay = readBcaDescription(
      'TRSF E-BANKING CR 0106/FTSCY/WS95051         120000.00WLST8F2A61C0D93B DOMPET ANAK BANGSA',
    );
    expect([gopay.wallet, gopay.name]).toEqual(['GOPAY', null]);
    const dana = readBcaDescription(
      'TRSF E-BANKING CR 0106/FTSCY/WS95051          75000.00TRFDN-RINA MARLINAESPAY DEBIT INDONE',
    );
    expect([dana.wallet, dana.name]).toEqual(['DANA', 'RINA MARLINA']);
    const ovo = readBcaDescription(
      'TRSF E-BANKING CR 0106/FTSCY/WS95051          30800.00 8800123456789012 VISIONET INTERNASI',
    );
    expect([ovo.wallet, ovo.name]).toEqual(['OVO', null]);
    const shopee = readBcaDescription(
      'TRSF E-BANKING CR 0106/FTSCY/WS95051          50000.00SF2606011234567 AIRPAY INTERNATION',
    );
    expect([shopee.wallet, shopee.name]).toEqual(['SHOPEEPAY', null]);
  });

  it('reads fees, interest, merchant settlements and the DDMM token', () => {
    expect(readBcaDescription('BI-FAST DB BIAYA TXN KE 008 FERRY GUNAWAN')).toMatchObject({
      isFee: true,
      name: null,
    });
    expect(readBcaDescription('BIAYA ADM').isFee).toBe(true);
    expect(readBcaDescription('PAJAK BUNGA').isInterest).toBe(true);
    expect(
      readBcaDescription('KR OTOMATIS MID : 885002125812 ABC MART TGH: 500000.00 DDR: 3500.00').settlement,
    ).toEqual({
      grossCents: 50_000_000,
      mdrCents: 350_000,
    });
    expect(
      readBcaDescription('TRSF E-BANKING CR 0201/FTSCY/WS95051         150000.00NUR AINI').dayMonth,
    ).toEqual({
      day: 2,
      month: 1,
    });
  });
});

describe('BNI descriptions', () => {
  it.each([
    ['TRANSFER|DARI BUDI SANTOSO|0281934756|DEPO XYZ budi88|', 'BUDI SANTOSO', '0281934756'],
    [
      'BI-FAST|DARI SITI RAHMAWATI|BRI 012301009876543|20260605BRINIDJA010O0291234567|',
      'SITI RAHMAWATI',
      '012301009876543',
    ],
    [
      'BI-FAST|KE DEWI ANGGRAENI|MANDIRI 1370098765432|20260605BNINIDJA010O0217000045|',
      'DEWI ANGGRAENI',
      '1370098765432',
    ],
    ['KLIRING|DARI PT SUMBER DANA|SKN 0091234|', 'PT SUMBER DANA', null],
  ])('BNIDirect %s', (description, name, account) => {
    expect(readBniDirectDescription(description)).toMatchObject({
      name,
      account,
      wallet: null,
      isFee: false,
    });
  });

  it('BNIDirect fee rows', () => {
    expect(readBniDirectDescription('BIAYA|BI-FAST|||').isFee).toBe(true);
  });

  it.each([
    ['TRANSFER DARI BUDI SANTOSO', { name: 'BUDI SANTOSO', account: null, wallet: null }],
    ['TRANSFER KE Bpk AGUS PRATAMA', { name: 'AGUS PRATAMA', account: null, wallet: null }],
    ['TRANSFER KE Sdr DIMAS ADITYA NUGROHO', { name: 'DIMAS ADITYA NUGROHO', account: null, wallet: null }],
    [
      'TRF/PAY/TOP-UP ECHANNEL KARTU 5264221234567890 BIZID 20260605BNINIDJA010 O0217000001 901100000001',
      { name: null, account: '901100000001', wallet: null },
    ],
    [
      'TRANSFER KE ESPAY DEBIT INDONESIA KOE 8810081234567890 Dana-DNID SITXX',
      { name: null, account: '081234567890', wallet: 'DANA' },
    ],
    ['TRANSFER KE GOPAY) NO : 081377665544', { name: null, account: '081377665544', wallet: 'GOPAY' }],
  ])('BNI Mobile %s', (description, expected) => {
    expect(readBniMobileDescription(description)).toMatchObject(expected);
  });
});

describe('Mandiri descriptions', () => {
  it.each([
    ['Transfer BI Fast Dari BCA BUDI SANTOSO 0281934756', 'BUDI SANTOSO', null],
    ['Transfer antar Mandiri DARI EKO PRASETYO DEPO XYZ eko2026', 'EKO PRASETYO', null],
    ['Transfer dari BANK MANDIRI TASPEN RINA MARLINA 1440012345678', 'RINA MARLINA', null],
    ['Transfer BI Fast Dari OCBC HENDRA WIJAYA 20260603NISPIDJA010O0212345678', 'HENDRA WIJAYA', null],
    ['Transfer dari DANA DANA-MAYA ANGGRAINI', 'MAYA ANGGRAINI', 'DANA'],
    ['Pembayaran GoPay Customer 081234567890', null, 'GOPAY'],
    ['Transfer antar Mandiri DARI MUHAMMAD RIDWAN SAPUTRA depo ridwan88', 'MUHAMMAD RIDWAN SAPUTRA', null],
  ])('Livin %s', (description, name, wallet) => {
    expect(readMandiriDescription(description)).toMatchObject({ name, wallet });
  });

  it('Livin fee rows and the phone behind a wallet payment', () => {
    expect(readMandiriDescription('Biaya transfer BI Fast').isFee).toBe(true);
    expect(readMandiriDescription('Pembayaran GoPay Customer 081234567890').account).toBe('081234567890');
  });

  it.each([
    [
      'MCM InhouseTrf  DARI BUDI SANTOSO Transfer Fee            4021533983470001',
      'G075070944 0506       DEPO01',
      'BUDI SANTOSO',
    ],
    ['DR 0000029511812 KR 1220007654321 ', '71831136319/SITI RAHMAWATI/JKT        ', 'SITI RAHMAWATI'],
    ['20260605BNINIDJA010O0212345678  BNINIDJA/AGUS PRATAMA 0212345678', 'BI-FAST CR', 'AGUS PRATAMA'],
    [
      'TRF KE REKENING LAIN 0123456789 DEWI ANGGRAENI            987654321',
      'D075070944 0506       TRANSFER OUTGOING',
      'DEWI ANGGRAENI',
    ],
  ])('MCM %s | %s', (first, second, name) => {
    expect(readMcmDescription(first, second).name).toBe(name);
  });
});

describe('CIMB and BRI descriptions', () => {
  it.each([
    ['TRANSFER DR BCA BUDI SANTOSO', 'BUDI SANTOSO', null],
    ['TRANSFER KE SITI RAHMAWATI', 'SITI RAHMAWATI', null],
    ['BI-FAST CR DARI BRI EKO PRASETYO', 'EKO PRASETYO', null],
    ['TRF DR OVO VISIONET INTERNASIONAL 081234567890', null, 'OVO'],
  ])('CIMB %s', (description, name, wallet) => {
    expect(readTransfer(description, { bankBeforeName: true })).toMatchObject({ name, wallet });
  });

  it('BRI NBMB names the sender of a credit and the receiver of a debit', () => {
    const text = 'NBMB SUTRISNO WIDODO TO AGUS PRATAMA ESB:NBMB:0001500F:151727001024';
    expect(readBriDescription(text, 'DB').name).toBe('AGUS PRATAMA');
    expect(readBriDescription('NBMB SITI RAHMAWATI TO SUTRISNO WIDODO', 'CR').name).toBe('SITI RAHMAWATI');
  });

  it('BRI BRIVA top-ups name the wallet and the phone', () => {
    expect(readBriDescription('BRIVA888100812345678901 DANA', 'DB')).toMatchObject({
      wallet: 'DANA',
      account: '0812345678901',
      name: null,
    });
  });
});

describe('name helpers', () => {
  it('cuts a backward-read name to what a bank prints', () => {
    expect(takeNameBackward('wd0193 DEWI ANGGRAENI')).toBe('DEWI ANGGRAENI');
    expect(takeNameBackward('ABC DEF GHI JKL MNO PQR')).toBe('DEF GHI JKL MNO PQR');
    expect(takeNameBackward('budi88')).toBeNull();
  });

  it('finds the phone inside a wallet virtual account', () => {
    expect(findPhone('8810081234567890')).toBe('081234567890');
    expect(findPhone('BRIVA888100812345678901')).toBe('0812345678901');
    expect(findPhone('5264221234567890')).toBeNull();
  });
});

describe('real portal description forms (formats.md "Real portal variants")', () => {
  it.each([
    ['TRSF E-BANKING CR 12/31 95031 BUDI SANTOSO', 'BUDI SANTOSO', 'BCA', { day: 31, month: 12 }],
    ['TRSF E-BANKING CR 06/05 95031 DEWI ANGGRAENI', 'DEWI ANGGRAENI', 'BCA', { day: 5, month: 6 }],
    ['SWITCHING CR BRI SITI RAHMAWATI', 'SITI RAHMAWATI', 'BRI', null],
    ['SWITCHING CR BANK MANDIRI EKO PRASETYO', 'EKO PRASETYO', 'MANDIRI', null],
    ['SWITCHING CR TRANSFER DR 009 RIZKY FADILLAH', 'RIZKY FADILLAH', 'BNI', null],
    ['BI-FAST CR TRANSFER   DR 451 NUR HIDAYAH', 'NUR HIDAYAH', 'BSI', null],
    // Bank names of more than one word are the bank, not the start of the name.
    ['SWITCHING CR CIMB NIAGA RIZKY FADILLAH', 'RIZKY FADILLAH', 'CIMB NIAGA', null],
    ['SWITCHING CR BANK SYARIAH INDONESIA NUR HIDAYAH', 'NUR HIDAYAH', 'SYARIAH INDONESIA', null],
    ['SWITCHING CR DR 014 AGUS PRATAMA', 'AGUS PRATAMA', 'BCA', null],
    ['SWITCHING CR BANK NAGARI DEWI ANGGRAENI', 'DEWI ANGGRAENI', 'NAGARI', null],
  ])('KlikBCA %s → %s from %s', (description, name, bank, dayMonth) => {
    const read = readBcaDescription(description);
    expect([read.name, read.bank]).toEqual([name, bank]);
    if (dayMonth) expect(read.dayMonth).toEqual(dayMonth);
  });

  it('KlikBCA e-wallet settlements name the wallet, in a transfer or a KR OTOMATIS row', () => {
    expect(
      readBcaDescription('TRSF E-BANKING CR 0506/FTSCY/WS95031 75000.00 DOMPET ANAK BANGSA'),
    ).toMatchObject({
      name: null,
      wallet: 'GOPAY',
      bank: 'GOPAY',
    });
    expect(
      readBcaDescription('KR OTOMATIS MID : 8850021 AIRPAY INTERNATION TGH: 100000.00 DDR: 700.00'),
    ).toMatchObject({ wallet: 'SHOPEEPAY', settlement: { grossCents: 10_000_000, mdrCents: 70_000 } });
  });

  it.each([
    ['PEMINDAHAN DARI 0281934756 BUDI SANTOSO', 'BUDI SANTOSO', '0281934756', 'BNI'],
    ['PEMINDAHAN DARI 0719283746 RIZKY FADILLAH DEPO', 'RIZKY FADILLAH', '0719283746', 'BNI'],
    ['SETOR TUNAI | SITI RAHMAWATI', 'SITI RAHMAWATI', null, null],
    ['TRANSFER DARI EKO PRASETYO', 'EKO PRASETYO', null, null],
    ['TRANSFER DARI BRI AGUS PRATAMA 012301009876543', 'AGUS PRATAMA', '012301009876543', 'BRI'],
    // The account is sometimes left out or named; `|` between the words of a phrase is a space.
    ['PEMINDAHAN DARI BUDI SANTOSO', 'BUDI SANTOSO', null, 'BNI'],
    ['PEMINDAHAN DARI REK 0281934756 BUDI SANTOSO', 'BUDI SANTOSO', '0281934756', 'BNI'],
    ['PEMINDAHAN DARI | 0281934756 | BUDI SANTOSO', 'BUDI SANTOSO', '0281934756', 'BNI'],
    ['TRANSFER DARI | EKO PRASETYO', 'EKO PRASETYO', null, null],
    ['SETOR TUNAI|SITI RAHMAWATI', 'SITI RAHMAWATI', null, null],
  ])('BNIDirect %s → %s', (description, name, account, bank) => {
    expect(readBniDirectDescription(description)).toMatchObject({ name, account, bank, isFee: false });
  });

  it('BNIDirect cash without a name names nobody', () => {
    expect(readBniDirectDescription('SETOR TUNAI')).toMatchObject({ name: null, account: null });
  });
});
