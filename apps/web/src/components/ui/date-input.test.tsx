import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { DateInput, INVALID_DATE_MSG, maskDayMonthYear } from './date-input';
import { Label } from './input';

function Field({ initial = '', onValue }: { initial?: string; onValue?: (value: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <Label htmlFor="day">Date</Label>
      <DateInput
        id="day"
        value={value}
        onChange={(next) => {
          setValue(next);
          onValue?.(next);
        }}
      />
      <button type="button" onClick={() => setValue('2026-01-02')}>
        Reset
      </button>
      <output>{value}</output>
    </>
  );
}

describe('maskDayMonthYear', () => {
  it('puts the slashes in as the next part starts', () => {
    expect(maskDayMonthYear('24')).toBe('24');
    expect(maskDayMonthYear('241')).toBe('24/1');
    expect(maskDayMonthYear('24112026')).toBe('24/11/2026');
    expect(maskDayMonthYear('241120261')).toBe('24/11/2026');
  });

  it('keeps a typed separator and a one-digit day', () => {
    expect(maskDayMonthYear('5/')).toBe('5/');
    expect(maskDayMonthYear('5/6/2026')).toBe('5/6/2026');
    expect(maskDayMonthYear('24/')).toBe('24/');
    expect(maskDayMonthYear('ab')).toBe('');
  });

  it('turns a pasted ISO date into dd/mm/yyyy', () => {
    expect(maskDayMonthYear('2026-11-24')).toBe('24/11/2026');
  });
});

describe('DateInput', () => {
  it('shows dd/mm/yyyy and hands the ISO date on', async () => {
    const user = userEvent.setup();
    render(<Field initial="2026-06-05" />);
    const field = screen.getByLabelText('Date');
    expect(field).toHaveProperty('value', '05/06/2026');
    await user.clear(field);
    await user.type(field, '24112026');
    expect(field).toHaveProperty('value', '24/11/2026');
    expect(screen.getByRole('status').textContent).toBe('2026-11-24');
  });

  it('says an impossible date under the field once it is left, tied to it', async () => {
    const user = userEvent.setup();
    render(<Field />);
    const field = screen.getByLabelText('Date');
    await user.type(field, '31/02/2026');
    await user.tab();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    const message = screen.getByText(INVALID_DATE_MSG);
    expect(field.getAttribute('aria-describedby')?.split(' ')).toContain(message.id);
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('shows a value set from outside', async () => {
    const user = userEvent.setup();
    render(<Field initial="2026-06-05" />);
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByLabelText('Date')).toHaveProperty('value', '02/01/2026');
  });

  it('picks a day from the calendar by keyboard', async () => {
    const user = userEvent.setup();
    render(<Field initial="2026-11-24" />);
    await user.click(screen.getByRole('button', { name: 'Pilih tanggal dari kalender' }));
    const calendar = await screen.findByRole('dialog', { name: 'Kalender' });
    expect(within(calendar).getByRole('grid', { name: 'November 2026' })).toBeTruthy();
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Selasa, 24 November 2026');
    await user.keyboard('{ArrowRight}{ArrowDown}');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Rabu, 2 Desember 2026');
    await user.keyboard('{PageUp}{Enter}');
    expect(screen.getByLabelText('Date')).toHaveProperty('value', '02/11/2026');
    expect(screen.getByRole('status').textContent).toBe('2026-11-02');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
