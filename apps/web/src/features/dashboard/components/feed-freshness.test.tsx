import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DashboardFeed } from '@rekon/contracts';
import { formatDateTime } from '../../../lib/format';
import { FeedFreshness } from './feed-freshness';

const fresh: DashboardFeed = {
  feed_id: 3,
  feed_name: 'Mutasi BCA Hendra',
  feed_kind: 'push',
  feed_enabled: true,
  feed_interval_s: 300,
  akun_bank_id: 11,
  akun_bank_jenis_transaksi: 'DEPO',
  akun_bank_bank: 'BCA',
  akun_bank_name: 'HENDRA KUSNADI',
  akun_bank_no: '4561237890',
  health: {
    last_arrival_at: '2026-06-05T06:58:00.000Z',
    last_rows: 4,
    rows_today: 41,
    matched_today: 37,
    balance_breaks_today: 0,
    last_error: null,
    last_error_at: null,
    silent: false,
    silent_since: null,
  },
};

const silent: DashboardFeed = {
  ...fresh,
  feed_id: 4,
  feed_name: 'SNAP BRI',
  feed_kind: 'snap',
  akun_bank_bank: 'BRI',
  akun_bank_no: '002301000123567',
  health: {
    ...fresh.health,
    last_arrival_at: '2026-06-05T02:00:00.000Z',
    rows_today: 2,
    matched_today: 1,
    balance_breaks_today: 1,
    last_error: 'Bank menjawab 401: Unauthorized',
    last_error_at: '2026-06-05T06:50:00.000Z',
    silent: true,
    silent_since: '2026-06-05T02:00:00.000Z',
  },
};

describe('FeedFreshness', () => {
  it('shows nothing for a website without a feed', () => {
    const { container } = render(<FeedFreshness feeds={[]} />);
    expect(container.textContent).toBe('');
  });

  it('lists each fed account with its last arrival and today, and says which feed is silent since when', () => {
    render(<FeedFreshness feeds={[fresh, silent]} />);
    const items = within(screen.getByRole('region', { name: 'Feed mutasi' })).getAllByRole('listitem');
    expect(items).toHaveLength(2);

    const first = items[0]!.textContent;
    expect(first).toContain('BCA 4561237890');
    expect(first).toContain('Mutasi BCA Hendra');
    expect(first).toContain(`Terakhir masuk: ${formatDateTime(fresh.health.last_arrival_at)}`);
    expect(first).toContain('hari ini 41 mutasi, 37 cocok');
    expect(first).not.toContain('Tidak ada kiriman');

    const second = items[1]!.textContent;
    expect(second).toContain('BRI 002301000123567');
    expect(second).toContain('feed SNAP');
    expect(second).toContain(`Tidak ada kiriman sejak ${formatDateTime('2026-06-05T02:00:00.000Z')}`);
    expect(second).toContain('Saldo tidak nyambung 1x hari ini');
    expect(second).toContain('Bank menjawab 401: Unauthorized');
  });

  it('says when a feed was never heard from and when it is switched off', () => {
    render(
      <FeedFreshness
        feeds={[{ ...fresh, feed_enabled: false, health: { ...fresh.health, last_arrival_at: null } }]}
      />,
    );
    const item = screen.getByRole('listitem');
    expect(item.textContent).toContain('Terakhir masuk: belum ada');
    expect(within(item).getByText('Nonaktif')).toBeTruthy();
  });
});
