import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { MSG, type WebsiteOption } from '@rekon/contracts';
import { expectFieldError, expectFieldValid } from '../../../test/fields';
import { findNotice, renderWithProviders, stubFetch } from '../../../test/render';
import { AddDatabankDialog } from './add-databank-dialog';

const websites: WebsiteOption[] = [
  {
    website_id: 1,
    website_name: 'Alpha',
    website_code: 'AL01',
    website_panel: 'NEXUS',
    website_bo_scale: 1000,
  },
  { website_id: 2, website_name: 'Beta', website_code: 'BT02', website_panel: 'LUXE', website_bo_scale: 1 },
];

function open(props: Partial<Parameters<typeof AddDatabankDialog>[0]> = {}) {
  const onResult = vi.fn();
  renderWithProviders(
    <AddDatabankDialog
      isAdmin
      websites={websites}
      ownWebsiteCode={null}
      defaultWebsite="BT02"
      creatorId={7}
      onResult={onResult}
      {...props}
    />,
  );
  return { onResult, user: userEvent.setup() };
}

describe('AddDatabankDialog', () => {
  it('refuses empty fields with "Semua field wajib diisi." and sends nothing', async () => {
    const calls = stubFetch(() => [201, { status: true, message: 'ok' }]);
    const { user } = open();
    await user.click(screen.getByRole('button', { name: 'Add Data Bank' }));
    await user.type(screen.getByRole('textbox', { name: 'Account Name' }), '   ');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect((await findNotice('error')).textContent).toBe('Semua field wajib diisi.');
    expect(calls).toEqual([]);
  });

  it('keeps digits only in the number and sends trimmed, upper-cased values', async () => {
    const calls = stubFetch(() => [201, { status: true, message: 'Akun bank berhasil dibuat.' }]);
    const { user, onResult } = open();
    await user.click(screen.getByRole('button', { name: 'Add Data Bank' }));
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Website' }).value).toBe('BT02');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Jenis Transaksi' }), 'WD');
    await user.type(screen.getByRole('combobox', { name: 'Bank' }), 'link');
    await user.click(screen.getByRole('option', { name: 'LinkAja' }));
    await user.type(screen.getByRole('textbox', { name: 'Account Name' }), '  Kas  ');
    const number = screen.getByRole('textbox', { name: 'Account Number' });
    await user.type(number, '12-34 abc56');
    expect((number as HTMLInputElement).value).toBe('123456');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await vi.waitFor(() => expect(onResult).toHaveBeenCalledWith('success', 'Akun bank berhasil dibuat.'));
    expect(calls[0]?.body).toEqual({
      akun_bank_website: 'BT02',
      akun_bank_jenis_transaksi: 'WD',
      akun_bank_bank: 'LINKAJA',
      akun_bank_name: 'Kas',
      akun_bank_no: '123456',
      akun_bank_created_by: 7,
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the failure banner with the server message and keeps the dialog open', async () => {
    stubFetch(() => [409, { status: false, message: 'Akun bank dengan nomor ini sudah ada.' }]);
    const { user } = open({ isAdmin: false, ownWebsiteCode: 'AL01' });
    await user.click(screen.getByRole('button', { name: 'Add Data Bank' }));
    const website = screen.getByRole('textbox', { name: 'Website' });
    expect((website as HTMLInputElement).value).toBe('AL01');
    expect(website.hasAttribute('readonly')).toBe(true);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Jenis Transaksi' }), 'DEPO');
    await user.click(screen.getByRole('combobox', { name: 'Bank' }));
    await user.click(screen.getByRole('option', { name: 'BCA' }));
    await user.type(screen.getByRole('textbox', { name: 'Account Name' }), 'Kas');
    await user.type(screen.getByRole('textbox', { name: 'Account Number' }), '12345');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect((await findNotice('error')).textContent).toBe(
      '❌ Gagal membuat akun bank. Akun bank dengan nomor ini sudah ada.',
    );
    expect(screen.getByRole('dialog', { name: 'Add New Data Bank' })).toBeTruthy();
  });

  it('cannot submit without a website', async () => {
    stubFetch(() => [201, {}]);
    const { user } = open({ websites: [], defaultWebsite: '' });
    await user.click(screen.getByRole('button', { name: 'Add Data Bank' }));
    expect(screen.getByRole('option', { name: '-- No Website --' })).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Submit' }).disabled).toBe(true);
  });

  it('marks each empty field, the bank chooser too, and focuses the first one', async () => {
    stubFetch(() => [201, {}]);
    const { user } = open();
    await user.click(screen.getByRole('button', { name: 'Add Data Bank' }));
    await user.type(screen.getByRole('textbox', { name: 'Account Number' }), '12');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const jenis = screen.getByRole('combobox', { name: 'Jenis Transaksi' });
    const bank = screen.getByRole('combobox', { name: 'Bank' });
    expectFieldValid(screen.getByRole('combobox', { name: 'Website' }));
    expectFieldError(jenis, MSG.bankFieldsRequired);
    expectFieldError(bank, MSG.bankFieldsRequired);
    expectFieldError(screen.getByRole('textbox', { name: 'Account Name' }), MSG.bankFieldsRequired);
    expectFieldError(screen.getByRole('textbox', { name: 'Account Number' }), MSG.bankNumberInvalid);
    expect(document.activeElement).toBe(jenis);

    await user.click(bank);
    await user.click(screen.getByRole('option', { name: 'BCA' }));
    expectFieldValid(bank);
  });
  it('does not open while the websites load', () => {
    open({ loading: true, defaultWebsite: '' });
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Add Data Bank' }).disabled).toBe(true);
  });

  it('opens on the website shown at the time it opens, without being remounted', async () => {
    function Harness() {
      const [shown, setShown] = useState('AL01');
      return (
        <>
          <button type="button" onClick={() => setShown('BT02')}>
            Show Beta
          </button>
          <AddDatabankDialog
            isAdmin
            websites={websites}
            ownWebsiteCode={null}
            defaultWebsite={shown}
            creatorId={7}
            onResult={vi.fn()}
          />
        </>
      );
    }
    renderWithProviders(<Harness />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add Data Bank' }));
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Website' }).value).toBe('AL01');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Show Beta' }));
    await user.click(screen.getByRole('button', { name: 'Add Data Bank' }));
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Website' }).value).toBe('BT02');
  });
});
