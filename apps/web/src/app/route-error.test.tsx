import { QueryClient } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ADMIN_ME } from '../test/accounts';
import { stubFetch } from '../test/render';
import { AppProviders } from './providers';
import { routes } from './router';

// One page that throws while rendering, as a bug in a screen would; every other page is the real one.
vi.mock('./routes/tracking', () => ({
  default: function BrokenTrackingPage(): never {
    throw new Error('tracking page bug');
  },
}));

function openAt(path: string, { desktop = true } = {}) {
  // jsdom has no media queries: this is a desktop screen, with the sidebar always shown.
  if (desktop)
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: true,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
  stubFetch(({ url }) => {
    if (url === '/api/whitelist') return [200, { message: 'Success', ip: '127.0.0.1' }];
    if (url === '/api/me') return [200, ADMIN_ME];
    return [404, { status: false, message: 'Tidak ditemukan.' }];
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

describe('a page that throws while rendering', () => {
  it('shows the Indonesian message in place of the page only, and the way back works', async () => {
    // React and the boundary log the error; this test expects exactly that.
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const router = openAt('/tracking');

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading').textContent).toBe('Halaman ini gagal ditampilkan.');
    expect(screen.getByRole('button', { name: 'Muat ulang' })).toBeTruthy();
    // The frame stays: the main menu and the header's account menu are still there and usable.
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(menu).getByRole('link', { name: /Dashboard/ })).toBeTruthy();

    await userEvent.click(screen.getByRole('link', { name: 'Kembali ke Beranda' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(screen.queryByText('Halaman ini gagal ditampilkan.')).toBeNull();

    // The menu leads to another page as usual, and back to the broken one shows the message again.
    await userEvent.click(within(menu).getByRole('link', { name: /Tracking/ }));
    expect(await screen.findByText('Halaman ini gagal ditampilkan.')).toBeTruthy();
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });

  it('reloads the page on "Muat ulang"', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    openAt('/tracking');
    await userEvent.click(await screen.findByRole('button', { name: 'Muat ulang' }));
    expect(reload).toHaveBeenCalledOnce();
    log.mockRestore();
  });

  it('outside the frame (the frame itself fails), shows the same message full-screen rather than a blank page', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    // Without matchMedia the frame's sidebar cannot render: a failure above every page.
    openAt('/', { desktop: false });
    expect((await screen.findByRole('alert')).textContent).toContain('Halaman ini gagal ditampilkan.');
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Kembali ke Beranda' }).getAttribute('href')).toBe('/');
    log.mockRestore();
  });
});
