import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MSG } from '@rekon/contracts';
import { expectFieldError, expectFieldValid } from '../../../test/fields';
import { ADMIN_ME } from '../../../test/accounts';
import { findNotice, renderWithProviders, stubFetch } from '../../../test/render';
import { SignInForm } from './signin-form';

describe('SignInForm', () => {
  it('shows "Login failed: " with the server message', async () => {
    stubFetch(() => [401, { status: false, message: 'Username atau password salah.' }]);
    renderWithProviders(<SignInForm onSignedIn={vi.fn()} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Username' }), 'admin');
    await userEvent.type(screen.getByLabelText(/^Password/), 'salah');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await findNotice('error')).textContent).toBe('Login failed: Username atau password salah.');
  });

  it('asks for both fields without calling the server', async () => {
    const calls = stubFetch(() => [200, {}]);
    renderWithProviders(<SignInForm onSignedIn={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await findNotice('error')).textContent).toBe('Login failed: Username dan password wajib diisi.');
    expect(calls).toEqual([]);
    const name = screen.getByRole('textbox', { name: 'Username' });
    expectFieldError(name, MSG.loginRequired);
    expectFieldError(screen.getByLabelText(/^Password/), MSG.loginRequired);
    expect(document.activeElement).toBe(name);
  });

  it('marks only the field still missing, and focuses it', async () => {
    stubFetch(() => [200, {}]);
    renderWithProviders(<SignInForm onSignedIn={vi.fn()} />);
    const name = screen.getByRole('textbox', { name: 'Username' });
    await userEvent.type(name, '   admin');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    const password = screen.getByLabelText(/^Password/);
    await vi.waitFor(() => expect(document.activeElement).toBe(password));
    expectFieldValid(name);
    expectFieldError(password, MSG.loginRequired);
  });

  it('sends the trimmed username and the password as typed, then reports success', async () => {
    const calls = stubFetch(() => [200, { status: true, message: 'Login berhasil', data: ADMIN_ME }]);
    const onSignedIn = vi.fn();
    renderWithProviders(<SignInForm onSignedIn={onSignedIn} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Username' }), '  admin ');
    await userEvent.type(screen.getByLabelText(/^Password/), ' pass word ');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalledOnce());
    expect(calls[0]).toEqual({
      method: 'POST',
      url: '/api/login',
      body: { account_name: 'admin', account_password: ' pass word ' },
    });
  });
});
