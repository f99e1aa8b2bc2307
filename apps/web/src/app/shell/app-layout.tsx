import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { cn } from '../../lib/cn';
import { useAuth } from '../../lib/auth';
import { Header } from './header';
import { focusMainRegion, MAIN_REGION_ID } from './main-region';
import { Sidebar } from './sidebar';
import { SidebarProvider, useSidebar } from './sidebar-state';

/**
 * The focus never rests on the page body: after a page change (sign-in, a link) and when the focused element
 * leaves the page without anyone placing the focus elsewhere, the main region takes it, so the next Tab goes on
 * from the content instead of from the top of the document.
 */
function useFocusNeverOnBody() {
  const { pathname } = useLocation();
  useEffect(() => {
    if (document.activeElement === document.body || document.activeElement === null) {
      focusMainRegion();
    }
  }, [pathname]);
  useEffect(() => {
    // A removed or disabled element takes the focus with it without any blur event: watch the page for the
    // focused element leaving. Whoever removed it (a dialog giving the focus back, a list moving it on) has had
    // its turn by the time the observer runs.
    let focused: Element | null = document.activeElement;
    const onFocusIn = (event: FocusEvent) => {
      focused = event.target instanceof Element ? event.target : null;
    };
    const observer = new MutationObserver(() => {
      if (document.activeElement !== document.body || !focused) return;
      // Chrome drops the focus of a control that turns disabled, too (a busy Submit button).
      if (focused.isConnected && !focused.matches(':disabled')) return;
      if (document.querySelector('[role="dialog"][data-state="open"]')) return;
      focused = null;
      focusMainRegion();
    });
    document.addEventListener('focusin', onFocusIn);
    observer.observe(document.body, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['disabled'],
    });
    return () => {
      document.removeEventListener('focusin', onFocusIn);
      observer.disconnect();
    };
  }, []);
}

function LayoutFrame() {
  const { me } = useAuth();
  const { isDesktop, isExpanded } = useSidebar();
  useFocusNeverOnBody();
  if (!me) return null;
  return (
    <div className="min-h-screen">
      <a
        href={`#${MAIN_REGION_ID}`}
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
          id={MAIN_REGION_ID}
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
