import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Me, RiskSignalRow, RiskSignalsResponse } from '@rekon/contracts';
import { renderWithProviders, stubFetch, type Call } from '../../../test/render';
import { RiskSignalsCard } from './risk-signals-card';

const me = (role: Me['account_role']): Me => ({
  account_id: 1,
  account_name: role === 'ADMIN' ? 'admin' : 'cek01',
  account_role: role,
  account_website: role === 'ADMIN' ? null : 3,
  website_code: role === 'ADMIN' ? null : 'AL01',
  website_name: role === 'ADMIN' ? null : 'Alpha',
  must_change_password: false,
});

const row = (values: Partial<RiskSignalRow>): RiskSignalRow => ({
  side: 'DEPO',
  bo_id: 11,
  ticket_no: 'D7300011',
  user_name: 'user_a',
  holder_name: 'ANDI',
  mutasi_id: 21,
  sender_name: 'HENDRA WIJAYA',
  sender_account: '1234567890',
  reference: null,
  account: 'BCA HENDRA KUSNADI 4561237890',
  date: '2026-06-05',
  time: '10:15:00',
  amount: 250000,
  amount_original: null,
  approved_by: null,
  remark: null,
  name_score: null,
  ...values,
});

const SIGNALS: RiskSignalsResponse = {
  website_code: 'AL01',
  date: '2026-06-05',
  thresholds: { sender_min_users: 3, user_min_senders: 3 },
  counts: {
    sender_many_users: 1,
    user_many_senders: 0,
    name_mismatch_manual: 1,
    shared_reference: 0,
    amount_edits: 0,
    approve_without_credit: 0,
  },
  signals: [
    {
      kind: 'sender_many_users',
      subject: '1234567890 (HENDRA WIJAYA)',
      summary: '3 username dalam 3 transfer',
      rows: [
        row({}),
        row({ bo_id: 12, mutasi_id: 22, user_name: 'user_b' }),
        row({ bo_id: 13, user_name: 'user_c' }),
      ],
      elsewhere: [],
    },
    {
      kind: 'name_mismatch_manual',
      subject: 'D7300040 (joko_s)',
      summary: '"AGUS SALIM" bukan "JOKO SUSILO"',
      rows: [
        row({
          bo_id: 40,
          ticket_no: 'D7300040',
          user_name: 'joko_s',
          holder_name: 'JOKO SUSILO',
          sender_name: 'AGUS SALIM',
          sender_account: null,
          name_score: 0,
          approved_by: 'cek01',
          remark: 'sudah konfirmasi WA',
        }),
      ],
      elsewhere: [],
    },
  ],
};

function answer(role: Me['account_role']) {
  return (call: Call): [number, unknown] => {
    if (call.url === '/api/me') return [200, me(role)];
    if (call.method === 'PUT')
      return [
        200,
        {
          status: true,
          message: 'Ambang sinyal risiko AL01 disimpan.',
          data: { website_code: 'AL01', ...(call.body as object), updated_at: null, updated_by: 'admin' },
        },
      ];
    return [200, SIGNALS];
  };
}

describe('RiskSignalsCard', () => {
  it('lists each kind with its count, and opens a kind on the keyboard to its rows and review links', async () => {
    const calls = stubFetch(answer('CHECKER'));
    renderWithProviders(<RiskSignalsCard websiteCode="AL01" date="2026-06-05" />);
    const sender = await screen.findByRole('button', { name: /Satu pengirim, banyak username/ });
    expect(calls.some((call) => call.url === '/api/risksignals/AL01/05-Jun-2026')).toBe(true);
    expect(sender.textContent).toContain('1');
    expect(screen.getByRole('button', { name: /Satu username, banyak pengirim/ }).textContent).toContain('0');
    expect(sender.getAttribute('aria-expanded')).toBe('false');

    const user = userEvent.setup();
    sender.focus();
    await user.keyboard('{Enter}');
    expect(sender.getAttribute('aria-expanded')).toBe('true');
    const table = screen.getByRole('table', { name: /1234567890 \(HENDRA WIJAYA\)/ });
    const cells = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((tr) => within(tr).getAllByRole('cell')[1]!.textContent);
    expect(cells).toEqual(['user_a', 'user_b', 'user_c']);
    expect(within(table).getAllByRole('row')[1]!.textContent).toContain('05/06/2026 10:15:00');
    expect(screen.getByRole('link', { name: 'Lihat di View BO (Deposit)' }).getAttribute('href')).toBe(
      '/view-bo?type=deposit&website=AL01&date=05-Jun-2026&status=all&signal=sender_many_users',
    );
    expect(screen.getByRole('link', { name: 'Lihat di View Mutasi (Deposit)' })).not.toBeNull();
    // A CHECKER reads the thresholds but does not change them.
    expect(screen.queryByRole('button', { name: 'Atur ambang' })).toBeNull();
  });

  it('shows who approved a contradicting name by hand, with the remark', async () => {
    stubFetch(answer('CHECKER'));
    renderWithProviders(<RiskSignalsCard websiteCode="AL01" date="2026-06-05" />);
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: /Nama beda, di-approve manual/ }));
    const table = screen.getByRole('table', { name: /D7300040/ });
    expect(within(table).getAllByRole('row')[1]!.textContent).toBe(
      'D7300040joko_sJOKO SUSILOAGUS SALIM0%cek01sudah konfirmasi WA',
    );
  });

  it('lets an ADMIN change the thresholds', async () => {
    const calls = stubFetch(answer('ADMIN'));
    renderWithProviders(<RiskSignalsCard websiteCode="AL01" date="2026-06-05" />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Atur ambang' }));
    const field = screen.getByLabelText('Username per pengirim (minimal)');
    await user.clear(field);
    await user.type(field, '4');
    await user.click(screen.getByRole('button', { name: 'Simpan ambang' }));
    expect(await screen.findByText('Ambang sinyal risiko AL01 disimpan.')).not.toBeNull();
    const put = calls.find((call) => call.method === 'PUT');
    expect(put).toMatchObject({
      url: '/api/risksettings/AL01',
      body: { sender_min_users: 4, user_min_senders: 3 },
    });
  });
});
