import { Outlet } from 'react-router';
import { cn } from '../../lib/cn';
import { useAuth } from '../../lib/auth';
import { Header } from './header';
import { Sidebar } from './sidebar';
import { SidebarProvider, useSidebar } from './sidebar-state';

function LayoutFrame() {
  const { me } = useAuth();
  const { isDesktop, isExpanded } = useSidebar();
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
