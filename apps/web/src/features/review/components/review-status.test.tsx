import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ReviewStatus } from './review-status';

const NOTE = 'dibuka ulang: ada kandidat baru dari upload #12 bo-sore.csv (BO D7000002)';

describe('ReviewStatus', () => {
  it('shows a reopened pending row as Pending, Contested and why it came back, in full', () => {
    const { container } = render(<ReviewStatus approved={false} contested reopened={NOTE} />);
    expect(container.textContent).toBe(`PendingContested${NOTE}`);
    expect(screen.getByText(NOTE)).toBeTruthy();
  });

  it('shows a plain pending row as Pending only', () => {
    const { container } = render(<ReviewStatus approved={false} contested={false} reopened={null} />);
    expect(container.textContent).toBe('Pending');
  });

  it('shows an approved row as Approve, whatever it went through before', () => {
    const { container } = render(<ReviewStatus approved contested={false} reopened={NOTE} />);
    expect(container.textContent).toBe('Approve');
  });
});
