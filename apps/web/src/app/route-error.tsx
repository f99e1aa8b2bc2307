import { House, RotateCw, TriangleAlert } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useRouteError } from 'react-router';
import { Button } from '../components/ui/button';
import { cn } from '../lib/cn';

const LINK_CLASS =
  'inline-flex h-11 items-center justify-center gap-2 rounded-lg bg-white px-4 text-sm font-medium text-gray-700 ring-1 ring-gray-300 ring-inset hover:bg-gray-50 dark:bg-gray-800 dark:text-gray-300 dark:ring-gray-700 dark:hover:bg-white/[0.03]';

/**
 * What a route shows when its page throws while rendering (react-router's errorElement). Only the page is
 * replaced: the sidebar and header around it keep working, so the checker can go elsewhere. `fullScreen` is
 * the last resort outside the signed-in frame (sign-in, not-found, a guard that throws).
 */
export function RouteError({ fullScreen = false }: { fullScreen?: boolean }) {
  const error = useRouteError();
  useEffect(() => {
    // The message on screen is for staff; the details are for whoever opens the console.
    console.error('A page failed to render:', error);
  }, [error]);

  return (
    <div
      className={cn(
        'flex flex-col items-center justify-center p-6 text-center',
        fullScreen
          ? 'min-h-screen'
          : 'min-h-[50vh] rounded-2xl border border-gray-200 bg-white dark:border-gray-800 dark:bg-white/[0.03]',
      )}
    >
      <div role="alert" className="max-w-md">
        <TriangleAlert aria-hidden="true" className="mx-auto mb-4 size-10 text-warning-500" />
        <h1 className="text-lg font-semibold text-gray-800 dark:text-white/90">
          Halaman ini gagal ditampilkan.
        </h1>
        <p className="mt-2 text-sm text-gray-600 dark:text-gray-400">
          Terjadi kesalahan di browser saat menampilkan halaman ini. Data di server tidak berubah. Muat ulang
          halaman, atau kembali ke Beranda dan coba lagi.
        </p>
      </div>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Button onClick={() => window.location.reload()}>
          <RotateCw aria-hidden="true" className="size-4" />
          Muat ulang
        </Button>
        {/* A new navigation clears the route's error, even back to the page that failed. */}
        <Link to="/" className={LINK_CLASS}>
          <House aria-hidden="true" className="size-4" />
          Kembali ke Beranda
        </Link>
      </div>
    </div>
  );
}
