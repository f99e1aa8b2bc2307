import { describe, expect, it } from 'vitest';
import { CreateFeedBody } from '@rekon/contracts';
import { feedBody } from './feed-form';

const form = {
  website: 'ABC',
  akun_bank_id: '12',
  feed_name: '  Mutasi Pagi ',
  feed_kind: 'push' as const,
  feed_secret: 'rahasia-layanan-0123',
  feed_allowed_ips: ' 198.51.100.0/24,2001:db8::1\n203.0.113.9 ',
  snap_base_url: ' https://bank.example ',
  snap_client_id: ' client ',
  snap_client_secret: 'secret',
  snap_private_key: '-----BEGIN PRIVATE KEY-----\nMII\n-----END PRIVATE KEY-----\n',
  snap_partner_id: 'P1',
  snap_channel_id: '95221',
  feed_interval_s: '120',
};

describe('feedBody', () => {
  it('sends a push feed with its secret and addresses only, as the server reads it', () => {
    const body = feedBody(form);
    expect(body).toEqual({
      akun_bank_id: 12,
      feed_name: 'Mutasi Pagi',
      feed_kind: 'push',
      feed_secret: 'rahasia-layanan-0123',
      feed_allowed_ips: ['198.51.100.0/24', '2001:db8::1', '203.0.113.9'],
    });
    expect(CreateFeedBody.safeParse(body).success).toBe(true);
  });

  it('sends a SNAP feed with its settings, and no addresses when none are typed', () => {
    const body = feedBody({ ...form, feed_kind: 'snap', feed_allowed_ips: '  ' });
    expect(body).toEqual({
      akun_bank_id: 12,
      feed_name: 'Mutasi Pagi',
      feed_kind: 'snap',
      snap_base_url: 'https://bank.example',
      snap_client_id: 'client',
      snap_client_secret: 'secret',
      snap_private_key: '-----BEGIN PRIVATE KEY-----\nMII\n-----END PRIVATE KEY-----',
      snap_partner_id: 'P1',
      snap_channel_id: '95221',
      feed_interval_s: 120,
    });
    expect(CreateFeedBody.safeParse(body).success).toBe(true);
  });
});
