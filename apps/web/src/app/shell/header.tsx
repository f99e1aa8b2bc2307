import { Menu, PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { Link } from 'react-router';
import type { Me } from '@rekon/contracts';
import { HeaderClock } from './header-clock';
import { Logo } from './logo';
import { menuFor } from './menu';
import { MenuSearch } from './menu-search';
import { useSidebar } from './sidebar-state';
import { ThemeToggle } from './theme-toggle';
import { UserMenu } from './user-menu';

function SidebarToggle() {
  const { isDesktop, isExpanded, isMobileOpen, toggle } = useSidebar();
  const open = isDesktop ? isExpanded : isMobileOpen;
  // Below 1024 px the open menu is a modal panel with its own close button; this one stays a menu icon.
  const Icon = isDesktop ? (isExpanded ? PanelLeftClose : PanelLeftOpen) : Menu;
  return (
    <button
      type="button"
      onClick={toggle}
      aria-label={isDesktop ? (isExpanded ? 'Collapse sidebar' : 'Expand sidebar') : 'Toggle menu'}
      aria-expanded={open}
      className="flex size-10 shrink-0 items-center justify-center rounded-lg border border-gray-200 text-gray-500 hover:bg-gray-100 lg:size-11 dark:border-gray-800 dark:text-gray-400 dark:hover:bg-white/5"
    >
      <Icon aria-hidden="true" className="size-5" />
    </button>
  );
}

/**
 * The sticky top bar. From 768 px: one row. Below 768 px (the mobile layout) the greeting and clock move to a
 * second row under the toggle, logo, theme switch and user menu.
 */
export function Header({ me }: { me: Me }) {
  return (
    <header className="sticky top-0 z-40 w-full border-b border-gray-200 bg-white dark:border-gray-800 dark:bg-gray-900">
      <div className="flex items-center justify-between gap-3 px-3 py-3 md:px-6 lg:py-4">
        <div className="flex min-w-0 flex-1 items-center gap-3">
          <SidebarToggle />
          <Link to="/" aria-label="Rekon home" className="lg:hidden">
            <Logo />
          </Link>
          <MenuSearch items={menuFor(me.account_role)} />
        </div>
        <div className="flex shrink-0 items-center gap-3">
          <div className="hidden md:block">
            <HeaderClock name={me.account_name} />
          </div>
          <ThemeToggle />
          <UserMenu me={me} />
        </div>
      </div>
      <div className="border-t border-gray-100 px-4 py-2 md:hidden dark:border-gray-800">
        <HeaderClock name={me.account_name} />
      </div>
    </header>
  );
}
