import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useMediaQuery } from '../../lib/use-media-query';

/** At 1024 px and up the sidebar sits beside the content; below it slides in over a backdrop. */
export const DESKTOP_QUERY = '(min-width: 1024px)';
const WIDE_QUERY = '(min-width: 1440px)';

interface SidebarState {
  isDesktop: boolean;
  /** Desktop: full width (290 px) rather than icons only (90 px). */
  isExpanded: boolean;
  /** Desktop, collapsed: the pointer is over the sidebar, which widens it for the moment. */
  isHovered: boolean;
  /** Below 1024 px: the overlay is open. */
  isMobileOpen: boolean;
  toggle: () => void;
  setHovered: (hovered: boolean) => void;
  setMobileOpen: (open: boolean) => void;
}

const SidebarContext = createContext<SidebarState | null>(null);

export function SidebarProvider({ children }: { children: ReactNode }) {
  const isDesktop = useMediaQuery(DESKTOP_QUERY);
  // Below 1440 px the tables need the room (Data Bank has nine columns): the sidebar starts collapsed there.
  const [isExpanded, setExpanded] = useState(() => window.matchMedia(WIDE_QUERY).matches);
  const [isHovered, setHovered] = useState(false);
  const [mobileOpen, setMobileOpen] = useState(false);

  const toggle = useCallback(() => {
    if (isDesktop) setExpanded((expanded) => !expanded);
    else setMobileOpen((open) => !open);
  }, [isDesktop]);

  const value = useMemo(
    () => ({
      isDesktop,
      isExpanded,
      isHovered: isDesktop && !isExpanded && isHovered,
      // Growing past 1024 px ends the overlay.
      isMobileOpen: !isDesktop && mobileOpen,
      toggle,
      setHovered,
      setMobileOpen,
    }),
    [isDesktop, isExpanded, isHovered, mobileOpen, toggle],
  );
  return <SidebarContext.Provider value={value}>{children}</SidebarContext.Provider>;
}

export function useSidebar(): SidebarState {
  const state = useContext(SidebarContext);
  if (!state) throw new Error('useSidebar must be used within SidebarProvider');
  return state;
}
