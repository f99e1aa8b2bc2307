import { describe, expect, it } from 'vitest';
import { readBcaDescription } from './bca';
import { BNI_ECHANNEL_NAME_WIDTH, readBniDescription } from './bni';
import { readBriDescription } from './bri';
import { readCimbDescription } from './cimb';
import { readMandiriDescription, readMcmDescription } from './mandiri';

/**
 * formats.md "Where the sender's name stands, per bank": one reader per bank, its grammar written out as
 * table rows, then generated: every name below in every form of each bank, with remarks before and after,
 * titles, initials and the bank's cut. The expected sender is what the grammar says a checker reads.
 */
const NAMES = [
  'BUDI SANTOSO',
  'SITI RAHMAWATI',
  'MUHAMMAD RIDWAN SAPUTRA',
  'I GUSTI AYU PUTU WIDIASTUTI',
  'A. SAPUTRA',
  'FITRI DWI KUSNADI',
  'NG LIE HWA',
  "MA'RUF AMIN",
  'DEWI ANGGRAENI PUTRI LESTARI',
];
const REMARKS_AFTER = ['', ' depo', ' DEPO 88', ' wd0193', ' 0812345678'];

/** What a bank prints of a name in a field `width` characters wide: the first characters, trailing space gone. */
const cut = (name: string, width: number) => name.slice(0, width).trimEnd();

describe('BNI: one reader for BNIDirect, its Excel downloads, TRX_INQ and BNI Mobile', () => {
  it.each([
    // In-house: the name after the account in the same segment, or in the next one.
    ['TRANSFER DARI | PEMINDAHAN DARI 0123456789    BUDI SANTOSO | DEPO | 123', 'BUDI SANTOSO', '0123456789'],
    ['TRANSFER DARI | PEMINDAHAN DARI 0123456789 | BUDI SANTOSO | depo88 |', 'BUDI SANTOSO', '0123456789'],
    ['TRANSFER DARI | PEMINDAHAN DARI 0123456789 | Bpk BUDI SANTOSO | |', 'BUDI SANTOSO', '0123456789'],
    // E-channel: zeros, then the name cut at 20 characters running into the remark.
    [
      'TRF/PAY/TOP-UP ECHANNEL | PEMINDAHAN DARI 51401036465508 | 0000000000000000 | NATALIA DESI CH',
      'NATALIA DESI CH',
      '51401036465508',
    ],
    [
      'TRF/PAY/TOP-UP ECHANNEL | PEMINDAHAN DARI 1234567890 | 000000 | MUHAMMAD RIDWAN SAPUdepo 88',
      'MUHAMMAD RIDWAN SAPU',
      '1234567890',
    ],
    [
      'TRF/PAY/TOP-UP ECHANNEL | PEMINDAHAN DARI 1234567890 | 000000 | BUDI SANTOSO        DEPO',
      'BUDI SANTOSO',
      '1234567890',
    ],
    // A degree written without vowels is part of the name as printed, not a code (decision 074).
    [
      'TRF/PAY/TOP-UP ECHANNEL | PEMINDAHAN DARI 4583304117 | 0000000000000000 | DRS CAHYO SUTRISNO  depo',
      'DRS CAHYO SUTRISNO',
      '4583304117',
    ],
    // Real e-channel rows with no sender: a card number and codes where the name would stand.
    [
      'TRF/PAY/TOP-UP ECHANNEL | PEMINDAHAN DARI 486201000046505 | 6013012085777990 | 00861109        2594',
      null,
      '486201000046505',
    ],
    [
      'TRF/PAY/TOP-UP ECHANNEL | PEMINDAHAN DARI 17475177 | 6036050000000000 | JTMMB           JMB0',
      null,
      '17475177',
    ],
    ['SETOR TUNAI | Sdr VINCENTIUS ADI', 'VINCENTIUS ADI', null],
    ['PEMINDAHAN DARI 0797561627 KURNIA SARI', 'KURNIA SARI', '0797561627'],
    ['TRANSFER DARI MUHAMMAD RIDWAN SAPUTRA', 'MUHAMMAD RIDWAN SAPUTRA', null],
  ])('%s → %s', (description, name, account) => {
    expect(readBniDescription(description)).toMatchObject({ name, account, isFee: false });
  });

  it('never takes PEMINDAHAN, TRANSFER, DARI, KE, accounts or zeros for a name', () => {
    for (const description of [
      'TRANSFER DARI | PEMINDAHAN DARI 0123456789',
      'TRANSFER DARI | PEMINDAHAN DARI 0123456789 | 0000000000 |',
      'TRF/PAY/TOP-UP ECHANNEL | PEMINDAHAN DARI 0123456789 | 000000 | 000000',
      'TRANSFER DARI PEMINDAHAN DARI 0123456789',
      'PEMINDAHAN DARI',
    ]) {
      expect(readBniDescription(description).name, description).toBeNull();
    }
  });

  const generated = NAMES.flatMap((name) =>
    REMARKS_AFTER.flatMap((remark) => [
      [`TRANSFER DARI | PEMINDAHAN DARI 0281934756    ${name} |${remark} | 2606`, name],
      [`TRANSFER DARI | PEMINDAHAN DARI 0281934756 | ${name} |${remark} |`, name],
      [`PEMINDAHAN DARI 0281934756 ${name}${remark.toUpperCase() === remark ? '' : remark}`, name],
      // The e-channel field: the name padded or cut to 20 characters, the remark straight after it.
      [
        `TRF/PAY/TOP-UP ECHANNEL | PEMINDAHAN DARI 0281934756 | 0000000000000000 | ${name
          .padEnd(BNI_ECHANNEL_NAME_WIDTH)
          .slice(0, BNI_ECHANNEL_NAME_WIDTH)}${remark.trim()}`,
        cut(name, BNI_ECHANNEL_NAME_WIDTH),
      ],
    ]),
  );
  it.each(generated)('generated %s → %s', (description, name) => {
    expect(readBniDescription(description).name).toBe(name);
  });
});

describe('BCA: references, clearing and RTGS credits', () => {
  it.each([
    ['TRSF E-BANKING CR 0806/FTSCY/WS95031 150000.00  REF:20260608123  BUDI SANTOSO', 'BUDI SANTOSO'],
    ['TRSF E-BANKING CR 0806/FTSCY/WS95031 150000.00 REF:20260608123BUDI SANTOSO', 'BUDI SANTOSO'],
    ['KR OTOMATIS LLG-MANDIRI SUMBER ALFARIA TRI  RDPRLLG081025019', 'SUMBER ALFARIA TRI'],
    ['KR OTOMATIS LLG-BNI PT SEJIWA COFFEE RDPRLLG081025067', 'PT SEJIWA COFFEE'],
    [
      'KR OTOMATIS LLG-CIMB NIAGA PT.RUANG MAHA KARY  0000002316 11PI000 3899 100325 B H55  0',
      'PT.RUANG MAHA KARY',
    ],
    ['KR OTOMATIS LLG-MANDIRI 0938 / NUSA SATU INTI ART', 'NUSA SATU INTI ART'],
    ['KR OTOMATIS RTGS-MANDIRI BMRIIDJA/2026060512345 BUDI SANTOSO DEPO', 'BUDI SANTOSO'],
    ['KR OTOMATIS RTGS-BRI BRINIDJA 2026060512345 SITI AMINAH pembayaran', 'SITI AMINAH'],
    ['KR OTOMATIS LLG-BRI IR FITRI DWI KUSNA 0938123', 'IR FITRI DWI KUSNA'],
  ])('%s → %s', (description, name) => {
    expect(readBcaDescription(description).name).toBe(name);
  });

  const generated = NAMES.flatMap((name) => [
    [`TRSF E-BANKING CR 0506/FTSCY/WS95031 100000.00 REF:2026060512345 ${cut(name, 18)}`, cut(name, 18)],
    [`KR OTOMATIS LLG-BRI ${cut(name, 20)}  RDPRLLG0506250${name.length}`, cut(name, 20)],
    [`KR OTOMATIS RTGS-MANDIRI BMRIIDJA/20260605${name.length} ${name} pembayaran`, name],
    [`BI-FAST CR TRANSFER   DR 002 ${cut(name, 18)}`, cut(name, 18)],
  ]);
  it.each(generated)('generated %s → %s', (description, name) => {
    expect(readBcaDescription(description).name).toBe(name);
  });

  // formats.md: `TRSF E-BANKING CR <ddmm>/<code>/<teller> [<amount>] [<remark>] <NAME>`: the amount is optional.
  it.each(
    NAMES.flatMap((name) => [
      [`TRSF E-BANKING CR 0506/FTSCY/WS95031 ${cut(name, 18)}`, cut(name, 18)],
      [`TRSF E-BANKING CR 0506/FTSCY/WS95031 depo88 ${cut(name, 18)}`, cut(name, 18)],
      [`TRSF E-BANKING CR 0506/FTSCY/WS95031 REF:2026060512345 ${cut(name, 18)}`, cut(name, 18)],
    ]),
  )('without the amount: %s → %s', (description, name) => {
    expect(readBcaDescription(description)).toMatchObject({ name, dayMonth: { day: 5, month: 6 } });
  });

  // Found by the bank days (decision 068): after the sending bank a title in front is kept where the printed text
  // reaches the 18 characters, so the engine knows the name was cut; `DR` there is a doctor, not "dari".
  it.each([
    ['SWITCHING CR TRANSFER DR 002 IBU GERRY PERMATAS', 'IBU GERRY PERMATAS'],
    ['BI-FAST CR TRANSFER DR 008 SDR RATNA RIZKY PE', 'SDR RATNA RIZKY PE'],
    ['BI-FAST CR TRANSFER DR 009 DR LESTARI RIZKY P', 'DR LESTARI RIZKY P'],
    ['BI-FAST CR TRANSFER DR 009 DR LESTARI', 'LESTARI'],
    ['BI-FAST CR TRANSFER DR 002 BPK BUDI SANTOSO', 'BUDI SANTOSO'],
  ])('a title after the bank: %s → %s', (description, name) => {
    expect(readBcaDescription(description).name).toBe(name);
  });
});

describe('Mandiri: one reader for Livin, Kopra and MCM', () => {
  it.each([
    ['MCM InhouseTrf DARI BUDI SANTOSO', 'BUDI SANTOSO'],
    ['depo 88 MCM InhouseTrf DARI SITI RAHMAWATI transfer', 'SITI RAHMAWATI'],
    ['20260605BNINIDJA010O0212345678 BNINIDJA/AGUS PRATAMA 0212345678', 'AGUS PRATAMA'],
    ['71831136319/SITI RAHMAWATI/JKT DR 0000029511812 KR 1220007654321', 'SITI RAHMAWATI'],
    ['Transfer BI Fast Dari BCA ANDI 0146010663', 'ANDI'],
  ])('%s → %s', (description, name) => {
    expect(readMandiriDescription(description).name).toBe(name);
  });

  const generated = NAMES.flatMap((name) =>
    REMARKS_AFTER.flatMap((remark) => [
      [`MCM InhouseTrf DARI ${name}${remark === remark.toUpperCase() ? '' : remark}`, name],
      [`depo${remark} MCM InhouseTrf DARI ${name}`, name],
      [`2026060512345 BRINIDJA/${name}`, name],
      [`71831136319/${name}/JKT DR 0000029511812 KR 1220007654321`, name],
    ]),
  );
  it.each(generated)('generated %s → %s', (description, name) => {
    expect(readMandiriDescription(description).name).toBe(name);
  });

  it('MCM reads its two columns as one Mandiri description', () => {
    expect(readMcmDescription('DR 0000029511812 KR 1220007654321', '71831136319/NUR HIDAYAH/JKT').name).toBe(
      'NUR HIDAYAH',
    );
  });
});

describe('BRI: the name in the description columns', () => {
  // Found by the bank days (decision 068): a wallet's company in NBMB's sender place.
  it('reads a wallet company in NBMB as the wallet, not a name', () => {
    const party = readBriDescription('NBMB ESPAY DEBIT INDONE TO SUTRISNO WIDODO', 'CR');
    expect([party.name, party.wallet, party.bank]).toEqual([null, 'DANA', 'DANA']);
  });

  it.each([
    ['BENDAHARA DINKES-BANK JATIM-', 'BENDAHARA DINKES', 'JATIM'],
    ['BUDI SANTOSO-BCA-2026060512', 'BUDI SANTOSO', 'BCA'],
    // Found by the bank days: a doctor's title before the sender, not "dari".
    ['DR FAISAL CHANDRA-BANK MANDIRI-', 'FAISAL CHANDRA', 'MANDIRI'],
    // Some bank's account sent it through the banks' clearing; which one the line does not say.
    ['BFST2026060512345678', null, 'BI-FAST'],
    ['BUDI SANTOSO', 'BUDI SANTOSO', null],
    ['BUNGA', null, null],
    ['SETORAN TUNAI', null, null],
  ])('%s → %s', (description, name, bank) => {
    const party = readBriDescription(description, 'CR');
    expect([party.name, party.bank ?? null]).toEqual([name, bank]);
  });
});

describe('CIMB Niaga', () => {
  it.each([
    ['TRF SKN BUDI SANTOSO', 'BUDI SANTOSO'],
    ['BI-FAST SITI RAHMAWATI', 'SITI RAHMAWATI'],
    ['BI-FAST CR BRI EKO PRASETYO', 'EKO PRASETYO'],
    ['TRANSFER DR BCA BUDI SANTOSO', 'BUDI SANTOSO'],
    ['BI-FAST CR DARI BRI EKO PRASETYO', 'EKO PRASETYO'],
  ])('%s → %s', (description, name) => {
    expect(readCimbDescription(description).name).toBe(name);
  });
});

describe('wallet companies in the sender place name the wallet, not a person, in every form', () => {
  it.each([
    // Cut at 19 or 20 characters (formats.md prints LinkAja's `FINTEK KARYA NUSANT`), not only at 18.
    [readBcaDescription('TRSF E-BANKING CR 0506/FTSCY/WS95031 100000.00 FINTEK KARYA NUSANT'), 'LINKAJA'],
    [readBcaDescription('TRSF E-BANKING CR 0506/FTSCY/WS95031 100000.00AIRPAY INTERNATIONA'), 'SHOPEEPAY'],
    [readBcaDescription('BI-FAST CR TRANSFER   DR 014 FINTEK KARYA NUSANT'), 'LINKAJA'],
    [readBcaDescription('KR OTOMATIS LLG-BCA DOMPET ANAK BANGSA RDPRLLG081025067'), 'GOPAY'],
    [readBcaDescription('KR OTOMATIS RTGS-BCA CENAIDJA/2026060512345 VISIONET INTERNASIONAL'), 'OVO'],
    [readMandiriDescription('20260605CENAIDJA010O0212345678 CENAIDJA/DOMPET ANAK BANGSA'), 'GOPAY'],
    [readMandiriDescription('2026060512345 BRINIDJA/FINTEK KARYA NUSANT'), 'LINKAJA'],
    [
      readMandiriDescription('71831136319/AIRPAY INTERNATIONAL/JKT DR 0000029511812 KR 1220007654321'),
      'SHOPEEPAY',
    ],
    [readBriDescription('DOMPET ANAK BANGSA-BANK BCA-', 'CR'), 'GOPAY'],
    [readBriDescription('ESPAY DEBIT INDONE-BANK PERMATA-2026060512', 'CR'), 'DANA'],
  ])('%#', (party, wallet) => {
    expect([party.name, party.wallet]).toEqual([null, wallet]);
  });
});

describe('transfer services in the sender place name nobody, and the service as the channel', () => {
  it.each([
    [readBcaDescription('TRSF E-BANKING CR 0806/FTSCY/WS95031 150000.00 FLIPTECH LENTERA'), 'FLIP'],
    [readBcaDescription('BI-FAST CR TRANSFER   DR 014 DOMPET HARAPAN BANGSA'), 'OY'],
    // OY!'s company cut at KlikBCA's 18 characters.
    [readBcaDescription('TRSF E-BANKING CR 0806/FTSCY/WS95031 20000.00DOMPET HARAPAN BAN'), 'OY'],
    [readBniDescription('TRANSFER|DARI FLIPTECH LENTERA INSPIRASI|0123456789|DEPO|'), 'FLIP'],
    [readMandiriDescription('Transfer BI Fast Dari BCA FLIPTECH LENTERA INSP 0146010663'), 'FLIP'],
    [readBriDescription('NBMB DOMPET HARAPAN BANGSA TO SUTRISNO WIDODO', 'CR'), 'OY'],
    [readCimbDescription('TRANSFER DR BCA FLIPTECH LENTERA'), 'FLIP'],
  ])('%#', (party, service) => {
    expect([party.name, party.bank ?? null]).toEqual([null, service]);
  });
});
