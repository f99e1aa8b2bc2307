import { Ellipsis, X } from 'lucide-react';
import { Dialog, VisuallyHidden } from 'radix-ui';
import { Link, NavLink } from 'react-router';
import { useReturnFocus } from '../../components/ui/return-focus';
import { cn } from '../../lib/cn';
import { useAuth } from '../../lib/auth';
import { Logo } from './logo';
import { menuFor, type MenuItem } from './menu';
import { useSidebar } from './sidebar-state';

function SidebarNav({
  items,
  compact,
  onNavigate,
}: {
  items: readonly MenuItem[];
  compact: boolean;
  onNavigate?: () => void;
}) {
  return (
    <nav aria-label="Main menu" className="no-scrollbar flex-1 overflow-y-auto pb-6">
      <h2
        className={cn(
          'mb-4 flex text-xs leading-5 text-gray-500 uppercase dark:text-gray-400',
          compact ? 'justify-center' : 'justify-start',
        )}
      >
        {compact ? (
          <>
            <Ellipsis aria-hidden="true" className="size-6" />
            <span className="sr-only">Menu</span>
          </>
        ) : (
          'Menu'
        )}
      </h2>
      {items.length === 0 ? (
        <p className={cn('text-theme-sm text-gray-500 dark:text-gray-400', compact && 'sr-only')}>No menu</p>
      ) : (
        <ul className="flex flex-col gap-1">
          {items.map((item) => (
            <li key={item.path}>
              <NavLink
                to={item.path}
                end
                onClick={onNavigate}
                title={compact ? item.label : undefined}
                className={({ isActive }) =>
                  cn(
                    'group flex items-center gap-3 rounded-lg px-3 py-2 text-theme-sm font-medium',
                    compact && 'justify-center',
                    // brand-600 text: brand-500 on brand-50 is below 4.5:1.
                    isActive
                      ? 'bg-brand-50 text-brand-600 dark:bg-brand-500/[0.12] dark:text-brand-300'
                      : 'text-gray-700 hover:bg-gray-100 hover:text-gray-800 dark:text-gray-300 dark:hover:bg-white/5 dark:hover:text-gray-200',
                  )
                }
              >
                {({ isActive }) => (
                  <>
                    <item.icon
                      aria-hidden="true"
                      className={cn(
                        'size-6 shrink-0',
                        isActive
                          ? 'text-brand-500 dark:text-brand-400'
                          : 'text-gray-500 group-hover:text-gray-700 dark:text-gray-400 dark:group-hover:text-gray-300',
                      )}
                    />
                    <span className={cn(compact && 'sr-only')}>{item.label}</span>
                  </>
                )}
              </NavLink>
            </li>
          ))}
        </ul>
      )}
    </nav>
  );
}

/**
 * 290 px expanded, 90 px collapsed; a collapsed sidebar widens while the pointer is over it, and while the
 * keyboard focus is in it, so a keyboard user reads the labels too.
 */
function DesktopSidebar({ items }: { items: readonly MenuItem[] }) {
  const { isExpanded, isHovered, setHovered } = useSidebar();
  const wide = isExpanded || isHovered;
  return (
    <aside
      aria-label="Sidebar"
      className={cn(
        'fixed top-0 left-0 z-50 flex h-screen flex-col border-r border-gray-200 bg-white px-5 transition-[width] duration-300 ease-in-out motion-reduce:transition-none dark:border-gray-800 dark:bg-gray-900',
        wide ? 'w-[290px]' : 'w-[90px]',
        isHovered && 'shadow-theme-lg',
      )}
      onMouseEnter={() => !isExpanded && setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => !isExpanded && setHovered(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setHovered(false);
      }}
    >
      <div className={cn('flex py-8', wide ? 'justify-start' : 'justify-center')}>
        <Link to="/" aria-label="Rekon home">
          <Logo compact={!wide} />
        </Link>
      </div>
      <SidebarNav items={items} compact={!wide} />
    </aside>
  );
}

/**
 * Below 1024 px the sidebar is a modal panel over a backdrop (focus trapped, Escape closes). Below 768 px it
 * opens under the header at full width (the mobile layout); from 768 px it is a 290 px drawer.
 */
function MobileSidebar({ items }: { items: readonly MenuItem[] }) {
  const { isMobileOpen, setMobileOpen } = useSidebar();
  const focus = useReturnFocus();
  return (
    <Dialog.Root open={isMobileOpen} onOpenChange={setMobileOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 top-16 z-50 bg-gray-900/50 md:top-0" />
        <Dialog.Content
          aria-describedby={undefined}
          onOpenAutoFocus={focus.remember}
          onCloseAutoFocus={focus.restore}
          className="fixed top-16 bottom-0 left-0 z-50 flex w-full flex-col border-r border-gray-200 bg-white px-5 pt-4 md:top-0 md:w-[290px] md:pt-0 dark:border-gray-800 dark:bg-gray-900"
        >
          <VisuallyHidden.Root asChild>
            <Dialog.Title>Menu</Dialog.Title>
          </VisuallyHidden.Root>
          <div className="hidden items-center justify-between py-6 md:flex">
            <Link to="/" aria-label="Rekon home" onClick={() => setMobileOpen(false)}>
              <Logo />
            </Link>
          </div>
          <Dialog.Close
            aria-label="Close menu"
            className="absolute top-3 right-3 flex size-10 items-center justify-center rounded-lg text-gray-500 hover:bg-gray-100 dark:text-gray-400 dark:hover:bg-white/5 md:top-6"
          >
            <X aria-hidden="true" className="size-5" />
          </Dialog.Close>
          <SidebarNav items={items} compact={false} onNavigate={() => setMobileOpen(false)} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

export function Sidebar() {
  const { isDesktop } = useSidebar();
  const { me } = useAuth();
  const items = menuFor(me?.account_role ?? null);
  return isDesktop ? <DesktopSidebar items={items} /> : <MobileSidebar items={items} />;
}
