import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MSG } from '@rekon/contracts';
import { expectFieldError, expectFieldValid } from '../../../test/fields';
import { renderWithProviders, stubFetch, findNotice } from '../../../test/render';
import { AddWhitelistDialog } from './add-whitelist-dialog';

describe('AddWhitelistDialog', () => {
  const open = async () => {
    const onResult = vi.fn();
    renderWithProviders(<AddWhitelistDialog canManage onResult={onResult} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add WL' }));
    return { user, onResult, field: screen.getByRole('textbox', { name: 'IP Address' }) };
  };

  it('keeps digits and dots, and refuses an incomplete address on the field before sending', async () => {
    const calls = stubFetch(() => [201, { status: true, message: '' }]);
    const { user, field } = await open();
    await user.type(field, '10.a0 .x1');
    expect((field as HTMLInputElement).value).toBe('10.0.1');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect((await findNotice('error')).textContent).toBe(MSG.ipInvalid);
    expectFieldError(field, MSG.ipInvalid);
    expect(document.activeElement).toBe(field);
    expect(calls).toEqual([]);
    await user.type(field, '.2');
    expectFieldValid(field);
  });

  it('sends the address and reports the server’s refusal as it is', async () => {
    const calls = stubFetch(() => [409, { status: false, message: 'IP sudah ada di whitelist.' }]);
    const { user, field } = await open();
    await user.type(field, '127.0.0.1');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect((await findNotice('error')).textContent).toBe('IP sudah ada di whitelist.');
    expect(calls[0]).toEqual({
      method: 'POST',
      url: '/api/createwhitelist',
      body: { whitelist_ip: '127.0.0.1' },
    });
  });
});
