import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MSG } from '@rekon/contracts';
import { expectFieldError, expectFieldValid } from '../../../test/fields';
import { findNotice, renderWithProviders, stubFetch } from '../../../test/render';
import { AddWebsiteDialog, toWebsiteCode } from './add-website-dialog';

describe('toWebsiteCode', () => {
  it('keeps letters and digits, upper-cased', () => {
    expect(toWebsiteCode('ab-12 x_')).toBe('AB12X');
  });
});

describe('AddWebsiteDialog', () => {
  it('sends the form with NEXUS by default and reports the server message', async () => {
    const calls = stubFetch(() => [201, { status: true, message: 'Website berhasil ditambahkan.' }]);
    const onResult = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<AddWebsiteDialog canManage onResult={onResult} />);
    await user.click(screen.getByRole('button', { name: 'Add Website' }));
    await user.type(screen.getByRole('textbox', { name: 'Website Name' }), ' Alpha ');
    await user.type(screen.getByRole('textbox', { name: 'Website Code' }), 'al-01');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await vi.waitFor(() => expect(onResult).toHaveBeenCalledWith('info', 'Website berhasil ditambahkan.'));
    expect(calls[0]?.body).toEqual({ website_name: 'Alpha', website_code: 'AL01', website_panel: 'NEXUS' });
  });

  it('shows "❌ Gagal menambahkan website." with the server reason', async () => {
    stubFetch(() => [409, { status: false, message: 'Website Code sudah dipakai.' }]);
    const user = userEvent.setup();
    renderWithProviders(<AddWebsiteDialog canManage onResult={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Add Website' }));
    await user.type(screen.getByRole('textbox', { name: 'Website Name' }), 'Alpha');
    await user.type(screen.getByRole('textbox', { name: 'Website Code' }), 'AL01');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Website Panel' }), 'luxe');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect((await findNotice('error')).textContent).toBe(
      '❌ Gagal menambahkan website. Website Code sudah dipakai.',
    );
  });

  it('ties each message to its field, focuses the first invalid one and sends nothing', async () => {
    const calls = stubFetch(() => [201, { status: true, message: 'ok' }]);
    const user = userEvent.setup();
    renderWithProviders(<AddWebsiteDialog canManage onResult={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Add Website' }));
    const name = screen.getByRole('textbox', { name: 'Website Name' });
    const code = screen.getByRole('textbox', { name: 'Website Code' });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    // The spec's alert, and the same words next to each empty field.
    expect((await findNotice('error')).textContent).toBe(MSG.websiteFieldsRequired);
    expectFieldError(name, MSG.websiteFieldsRequired);
    expectFieldError(code, MSG.websiteFieldsRequired);
    expect(document.activeElement).toBe(name);
    expect(calls).toEqual([]);

    // A message stays until its field is fixed, and goes as soon as it is.
    await user.type(name, 'Alpha');
    expectFieldValid(name);
    expectFieldError(code, MSG.websiteFieldsRequired);
    await user.type(code, 'A');
    expectFieldError(code, MSG.websiteCodeInvalid);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(document.activeElement).toBe(code);
    expect(calls).toEqual([]);
  });

  it('ties the server’s field errors to their fields, and shows its message in the spec’s words', async () => {
    stubFetch(() => [
      400,
      {
        status: false,
        message: MSG.websiteCodeInvalid,
        errors: [{ field: 'website_code', message: MSG.websiteCodeInvalid }],
      },
    ]);
    const user = userEvent.setup();
    renderWithProviders(<AddWebsiteDialog canManage onResult={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Add Website' }));
    await user.type(screen.getByRole('textbox', { name: 'Website Name' }), 'Alpha');
    await user.type(screen.getByRole('textbox', { name: 'Website Code' }), 'AL01');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect((await findNotice('error')).textContent).toBe(
      `❌ Gagal menambahkan website. ${MSG.websiteCodeInvalid}`,
    );
    const code = screen.getByRole('textbox', { name: 'Website Code' });
    expectFieldError(code, MSG.websiteCodeInvalid);
    expect(document.activeElement).toBe(code);
  });

  it('is disabled for anyone but an ADMIN', () => {
    renderWithProviders(<AddWebsiteDialog canManage={false} onResult={vi.fn()} />);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Add Website' }).disabled).toBe(true);
  });
});
