import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useAuth } from './auth';

function Reader() {
  useAuth();
  return null;
}

describe('useAuth', () => {
  it('throws outside its provider with the spec’s message', () => {
    // React logs the error it rethrows; this test expects exactly that.
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Reader />)).toThrow('useAuth must be used within AuthProvider');
    log.mockRestore();
  });
});
