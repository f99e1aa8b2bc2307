import { useEffect, useRef, type RefObject } from 'react';
import { Outlet, useLocation } from 'react-router';
import { cn } from '../../lib/cn';
import { useAuth } from '../../lib/auth';
import { Header } from './header';
import { Sidebar } from './sidebar';
import { SidebarProvider, useSidebar } from './sidebar-state';

/**
 * The focus never rests on the page body: after a page change (sign-in, a link) and when the focused element
 * leaves the page without anyone placing the focus elsewhere, the main region takes it, so the next Tab goes on
 * from the content instead of from the top of the document.
 */
function useFocusNeverOnBody(main: RefObject<HTMLElement | null>) {
  const { pathname } = useLocation();
  useEffect(() => {
    if (document.activeElement === document.body || document.activeElement === null) {
      main.current?.focus({ preventScroll: true });
    }
  }, [pathname, main]);
  useEffect(() => {
    const onFocusOut = (event: FocusEvent) => {
      const left = event.target;
      if (event.relatedTarget !== null || !(left instanceof Node)) return;
      // Whoever removed the element may place the focus in the same task; only an orphaned focus is caught.
      setTimeout(() => {
        if (left.isConnected || document.activeElement !== document.body) return;
        if (document.querySelector('[role="dialog"][data-state="open"]')) return;
        main.current?.focus({ preventScroll: true });
      }, 0);
    };
    document.addEventListener('focusout', onFocusOut);
    return () => document.removeEventListener('focusout', onFocusOut);
  }, [main]);
}

function LayoutFrame() {
  const { me } = useAuth();
  const { isDesktop, isExpanded } = useSidebar();
  const main = useRef<HTMLElement>(null);
  useFocusNeverOnBody(main);
  if (!me) return null;
  return (
    <div className="min-h-screen">
      <a
        href="#main"
        className="sr-only z-[60] rounded-lg bg-brand-500 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <Sidebar />
      {/* The content keeps its margin while a collapsed sidebar is hovered: the wide sidebar overlays it. */}
      <div
        className={cn(
          'flex min-w-0 flex-col transition-[margin] duration-300 ease-in-out motion-reduce:transition-none',
          isDesktop && (isExpanded ? 'ml-[290px]' : 'ml-[90px]'),
        )}
      >
        <Header me={me} />
        <main
          ref={main}
          id="main"
          tabIndex={-1}
          className="mx-auto w-full max-w-(--breakpoint-2xl) p-4 outline-none md:p-6"
        >
          <Outlet />
        </main>
      </div>
    </div>
  );
}

/** The signed-in frame: sidebar, header and the page. */
export function AppLayout() {
  return (
    <SidebarProvider>
      <LayoutFrame />
    </SidebarProvider>
  );
}
