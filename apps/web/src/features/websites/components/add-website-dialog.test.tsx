import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubFetch, findNotice } from '../../../test/render';
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

  it('is disabled for anyone but an ADMIN', () => {
    renderWithProviders(<AddWebsiteDialog canManage={false} onResult={vi.fn()} />);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Add Website' }).disabled).toBe(true);
  });
});
