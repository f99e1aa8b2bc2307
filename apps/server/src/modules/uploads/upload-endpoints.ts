import type { Bank, UploadEndpoint, WebsitePanel } from '@rekon/contracts';
import type { UploadFormat } from '@rekon/formats';

export interface EndpointSpec {
  format: UploadFormat;
  /** What the file fills: BO requests (one side, fixed by the endpoint) or statement rows (side from `jenis`). */
  target: 'bo' | 'mutasi';
  /** BO endpoints feed one side; statement endpoints take `jenis`, deposit-only ones refuse WD. */
  sides: readonly ('DEPO' | 'WD')[];
  /** The website must belong to this panel (the Upload form filters websites by provider). */
  panel?: WebsitePanel;
  /**
   * `bank`: a Data Bank account of this bank is required; `manual`: of the provider's bank (none for QRIS);
   * `none`: gateways whose file names its own account.
   */
  account: { kind: 'bank'; bank: Bank } | { kind: 'manual' } | { kind: 'none' };
  /** BCA, BNI Mobile and BNI Internet need the statement date of the form (spec section 2, step 8). */
  statementDate?: 'BCA' | 'BNI';
  /** How tracking rows and corporate-bank labels name the source. */
  label: string;
}

const bo = (format: UploadFormat, side: 'DEPO' | 'WD', panel: WebsitePanel, label: string): EndpointSpec => ({
  format,
  target: 'bo',
  sides: [side],
  panel,
  account: { kind: 'none' },
  label,
});

const gateway = (
  format: UploadFormat,
  label: string,
  panel?: WebsitePanel,
  sides: ('DEPO' | 'WD')[] = ['DEPO'],
) => ({
  format,
  target: 'mutasi' as const,
  sides,
  panel,
  account: { kind: 'none' as const },
  label,
});

const bank = (
  format: UploadFormat,
  bankName: Bank,
  label: string,
  statementDate?: 'BCA' | 'BNI',
): EndpointSpec => ({
  format,
  target: 'mutasi',
  sides: ['DEPO', 'WD'],
  account: { kind: 'bank', bank: bankName },
  statementDate,
  label,
});

/** Which endpoint serves which combination of the Upload form (formats.md, first table). */
export const ENDPOINTS: Record<UploadEndpoint, EndpointSpec> = {
  '/api/checkdata': bo('nexus-deposit', 'DEPO', 'NEXUS', 'BO Deposit Nexus'),
  '/api/bowd': bo('nexus-withdraw', 'WD', 'NEXUS', 'BO Withdraw Nexus'),
  '/api/uploadboluxe': bo('luxe-deposit', 'DEPO', 'LUXE', 'BO Deposit Luxe'),
  '/api/uploadqris': bo('luxe-deposit-qris', 'DEPO', 'LUXE', 'BO Deposit (QRIS) Luxe'),
  '/api/uploadbowdluxe': bo('luxe-withdraw', 'WD', 'LUXE', 'BO Withdraw Luxe'),
  '/api/mutasiupdepobca': bank('bca', 'BCA', 'Mutasi BCA', 'BCA'),
  '/api/mutasiupdepomdr': bank('mandiri', 'MANDIRI', 'Mutasi Mandiri'),
  '/api/mutasiupdepobnimobile': bank('bni-mobile', 'BNI', 'Mutasi BNI Mobile', 'BNI'),
  '/api/mutasiupdepobniinternetbanking': bank('bni-internet', 'BNI', 'Mutasi BNI Internet Banking', 'BNI'),
  '/api/mutasiupdepocimb': bank('cimb', 'CIMB', 'Mutasi CIMB'),
  '/api/mutasiupdepoautotx': gateway('autotx', 'Auto Tx'),
  '/api/mutasiupdepoqris': gateway('qris', 'QRIS', 'NEXUS'),
  '/api/mutasiupdepoqrissolita': gateway('qris', 'QRIS Solita', 'NEXUS'),
  '/api/mutasiupdepoqrisminera': gateway('qris', 'QRIS Minera', 'NEXUS'),
  '/api/mutasiupdepoqrisexport': gateway('qris', 'QRIS Export', 'NEXUS'),
  '/api/mutasiupdepoqrisluxe': gateway('qris', 'QRIS Luxe', 'LUXE'),
  '/api/nexuspay': gateway('nexuspay', 'Nexus Pay', 'NEXUS', ['DEPO', 'WD']),
  '/api/mutasiupdepomanual': {
    format: 'manual',
    target: 'mutasi',
    sides: ['DEPO', 'WD'],
    account: { kind: 'manual' },
    label: 'Manual',
  },
};
