import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MSG, type WebsiteOption } from '@rekon/contracts';
import { expectFieldError, expectFieldValid } from '../../../test/fields';
import { renderWithProviders, stubFetch, findNotice } from '../../../test/render';
import { AddUserDialog } from './add-user-dialog';
import { ChangePasswordDialog } from './change-password-dialog';
import { FirstPasswordForm } from './first-password-form';

const websites: WebsiteOption[] = [
  {
    website_id: 3,
    website_name: 'Alpha',
    website_code: 'AL01',
    website_panel: 'NEXUS',
    website_bo_scale: 1000,
  },
];
const STRONG = 'Nasi-Goreng-Malam-77';

describe('New User', () => {
  const open = async () => {
    const onResult = vi.fn();
    renderWithProviders(<AddUserDialog websites={websites} creatorId={1} onResult={onResult} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'New User' }));
    return { user, onResult };
  };

  it('says what Submit waits for, and checks the values with the contract before sending', async () => {
    const calls = stubFetch(() => [201, { status: true, message: 'ok' }]);
    const { user } = await open();
    const submit = screen.getByRole<HTMLButtonElement>('button', { name: 'Submit' });
    expect(submit.disabled).toBe(true);
    const missing = document.getElementById(submit.getAttribute('aria-describedby') ?? '');
    expect(missing?.textContent).toBe('Belum diisi: Username, Password.');

    const name = screen.getByRole('textbox', { name: 'Username' });
    const password = screen.getByLabelText('Password');
    await user.type(name, 'a b');
    await user.type(password, 'short');
    expect(submit.disabled).toBe(false);
    await user.click(submit);
    // The alert reads as the server's refusal would; each field keeps its own message until fixed.
    expect((await findNotice('error')).textContent).toBe(`❌ Gagal membuat user. ${MSG.usernameInvalid}`);
    expectFieldError(name, MSG.usernameInvalid);
    expectFieldError(password, MSG.passwordTooShort);
    expect(document.activeElement).toBe(name);
    expect(calls).toEqual([]);

    await user.clear(name);
    await user.type(name, 'cs.alpha');
    expectFieldValid(name);
    expectFieldError(password, MSG.passwordTooShort);
  });

  it('needs a website for CHECKER and CS, clears it for ADMIN, and sends the contract’s values', async () => {
    const calls = stubFetch(() => [201, { status: true, message: 'User berhasil dibuat.' }]);
    const { user, onResult } = await open();
    await user.type(screen.getByRole('textbox', { name: 'Username' }), ' cs.alpha ');
    await user.click(screen.getByLabelText('Password'));
    await user.paste(STRONG);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'CS');
    const submit = screen.getByRole<HTMLButtonElement>('button', { name: 'Submit' });
    expect(document.getElementById(submit.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Belum diisi: Website.',
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Website' }), '3');
    await user.click(submit);
    await vi.waitFor(() => expect(onResult).toHaveBeenCalledWith('success', 'User berhasil dibuat.'));
    expect(calls[0]?.body).toMatchObject({
      account_name: 'cs.alpha',
      account_password: STRONG,
      account_role: 'CS',
      account_website: 3,
      account_status: true,
    });
  });

  it('shows a server refusal in its words with the form’s prefix', async () => {
    stubFetch(() => [409, { status: false, message: 'Username sudah dipakai.' }]);
    const { user } = await open();
    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'admin');
    await user.click(screen.getByLabelText('Password'));
    await user.paste(STRONG);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect((await findNotice('error')).textContent).toBe('❌ Gagal membuat user. Username sudah dipakai.');
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});

describe('Change Password', () => {
  const openOwnPassword = () =>
    renderWithProviders(
      <ChangePasswordDialog
        account={{ account_id: 1, account_name: 'admin' }}
        isSelf
        onClose={vi.fn()}
        onResult={vi.fn()}
      />,
    );

  it('asks for the current password on your own account, marking every missing field', async () => {
    const calls = stubFetch(() => [200, { status: true, message: '' }]);
    openOwnPassword();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect((await findNotice('error')).textContent).toBe(MSG.currentPasswordRequired);
    const current = screen.getByLabelText('Current Password');
    expectFieldError(current, MSG.currentPasswordRequired);
    expectFieldError(screen.getByLabelText('New Password'), MSG.passwordEmpty);
    expect(document.activeElement).toBe(current);
    expect(calls).toEqual([]);
  });

  it('sends the current password with the new one, and shows a refusal with the form’s prefix', async () => {
    const calls = stubFetch(() => [400, { status: false, message: 'Password lama salah.' }]);
    openOwnPassword();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Current Password'), 'Salah-Sekali-Ini-9');
    await user.click(screen.getByLabelText('New Password'));
    await user.paste(STRONG);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect((await findNotice('error')).textContent).toBe(
      '❌ Gagal memperbarui password. Password lama salah.',
    );
    expect(calls[0]).toEqual({
      method: 'PUT',
      url: '/api/updatepassadminacc/1',
      body: { account_password: STRONG, current_password: 'Salah-Sekali-Ini-9' },
    });
  });

  it('does not ask for a current password when an ADMIN sets another account’s', async () => {
    stubFetch(() => [200, { status: true, message: '' }]);
    const onResult = vi.fn();
    renderWithProviders(
      <ChangePasswordDialog
        account={{ account_id: 5, account_name: 'cs.alpha' }}
        isSelf={false}
        onClose={vi.fn()}
        onResult={onResult}
      />,
    );
    const user = userEvent.setup();
    expect(screen.queryByLabelText('Current Password')).toBeNull();
    await user.click(screen.getByLabelText('New Password'));
    await user.paste(STRONG);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await vi.waitFor(() => expect(onResult).toHaveBeenCalledWith('success', MSG.passwordChanged('cs.alpha')));
  });
});

describe('First password', () => {
  it('refuses a confirmation that differs, on the confirmation field', async () => {
    const calls = stubFetch(() => [200, { status: true, message: '' }]);
    const onChanged = vi.fn();
    renderWithProviders(<FirstPasswordForm accountId={1} accountName="admin" onChanged={onChanged} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Current Password'), 'Generated-Pass-1');
    await user.click(screen.getByLabelText('New Password'));
    await user.paste(STRONG);
    const confirm = screen.getByLabelText('Confirm New Password');
    await user.click(confirm);
    await user.paste(`${STRONG}x`);
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect((await findNotice('error')).textContent).toBe('Konfirmasi password tidak sama.');
    expectFieldError(confirm, 'Konfirmasi password tidak sama.');
    expect(document.activeElement).toBe(confirm);
    expect(calls).toEqual([]);

    await user.type(confirm, '{Backspace}');
    expectFieldValid(confirm);
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    await vi.waitFor(() => expect(onChanged).toHaveBeenCalledOnce());
  });
});
