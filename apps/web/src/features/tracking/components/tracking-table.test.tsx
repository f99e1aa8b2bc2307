import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, stubFetch } from '../../../test/render';
import { TrackingTable } from './tracking-table';

const row = (id: number) => ({
  tracking_id: id,
  tracking_website: 'AL01',
  tracking_username: 'budi',
  tracking_role: 'CHECKER',
  tracking_activity: 'Login berhasil',
  tracking_crated_at: '2025-01-05T07:30:05Z',
});

const nextButton = () => screen.getByRole<HTMLButtonElement>('button', { name: /Next/ });

describe('TrackingTable without a total from the server', () => {
  it('disables Next on a page holding fewer rows than the page size', async () => {
    stubFetch(() => [200, [row(3), row(2), row(1)]]);
    renderWithProviders(<TrackingTable websiteCode="AL01" websiteField={null} />);
    expect(await screen.findAllByText('budi')).toHaveLength(3);
    expect(screen.getAllByText('05 Jan 2025, 14.30.05')).toHaveLength(3);
    expect(nextButton().getAttribute('aria-disabled')).toBe('true');
  });

  it('allows Next on a full page', async () => {
    stubFetch(() => [200, Array.from({ length: 10 }, (_, index) => row(index + 1))]);
    renderWithProviders(<TrackingTable websiteCode="AL01" websiteField={null} />);
    expect(await screen.findAllByText('budi')).toHaveLength(10);
    expect(nextButton().hasAttribute('aria-disabled')).toBe(false);
  });
});
