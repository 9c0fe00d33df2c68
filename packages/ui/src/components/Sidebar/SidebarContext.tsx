import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useMediaQuery } from '../../hooks/useMediaQuery.ts';
import { media } from '../../theme/breakpoints.ts';
import { cx } from '../../utils/cx.ts';
import { isSidebarShortcut, readSidebarCookie, sidebarCookie } from './sidebarRules.ts';
import * as styles from './Sidebar.css.ts';

type SidebarState = {
  /** Desktop: full width (true) or icon rail (false). */
  expanded: boolean;
  setExpanded: (expanded: boolean) => void;
  /** Mobile: the off-canvas drawer is open. */
  openMobile: boolean;
  setOpenMobile: (open: boolean) => void;
  isMobile: boolean;
  /** Toggles the drawer on mobile and the rail on desktop. */
  toggle: () => void;
};

const SidebarContext = /* @__PURE__ */ createContext<SidebarState | null>(null);

export function useSidebar(): SidebarState {
  const value = useContext(SidebarContext);
  if (!value) throw new Error('useSidebar must be used inside <SidebarProvider>');
  return value;
}

export type SidebarProviderProps = {
  children: ReactNode;
  /** Used when no cookie remembers a choice. */
  defaultExpanded?: boolean;
  /** Controlled desktop state (otherwise kept here and in the `sidebar:state` cookie). */
  expanded?: boolean;
  onExpandedChange?: (expanded: boolean) => void;
  className?: string;
};

function initialExpanded(fallback: boolean): boolean {
  if (typeof document === 'undefined') return fallback;
  return readSidebarCookie(document.cookie) ?? fallback;
}

/**
 * Holds the sidebar state for a layout: the desktop choice is remembered in the `sidebar:state` cookie
 * (7 days, path /), Ctrl/Cmd+B toggles it, and below 768 px the sidebar becomes a drawer.
 * Renders the flex row the sidebar and the page content sit in.
 */
export function SidebarProvider({
  children,
  defaultExpanded = true,
  expanded: controlled,
  onExpandedChange,
  className,
}: SidebarProviderProps) {
  const isMobile = useMediaQuery(media.mobile);
  const [uncontrolled, setUncontrolled] = useState(() => initialExpanded(defaultExpanded));
  const [openMobile, setOpenMobile] = useState(false);
  const expanded = controlled ?? uncontrolled;

  const setExpanded = useCallback(
    (next: boolean) => {
      if (controlled === undefined) setUncontrolled(next);
      onExpandedChange?.(next);
      document.cookie = sidebarCookie(next);
    },
    [controlled, onExpandedChange],
  );

  const toggle = useCallback(() => {
    if (isMobile) setOpenMobile((open) => !open);
    else setExpanded(!expanded);
  }, [expanded, isMobile, setExpanded]);

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (!isSidebarShortcut(event)) return;
      event.preventDefault();
      toggle();
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [toggle]);

  // Leaving the mobile layout closes the drawer so it does not reappear on the next resize
  // (state adjusted during render when the layout changes, rather than in an effect).
  const [layoutWasMobile, setLayoutWasMobile] = useState(isMobile);
  if (layoutWasMobile !== isMobile) {
    setLayoutWasMobile(isMobile);
    if (!isMobile) setOpenMobile(false);
  }

  const value = useMemo(
    () => ({ expanded, setExpanded, openMobile, setOpenMobile, isMobile, toggle }),
    [expanded, setExpanded, openMobile, isMobile, toggle],
  );
  return (
    <SidebarContext.Provider value={value}>
      <div className={cx(styles.wrapper, className)} data-sidebar-state={expanded ? 'expanded' : 'collapsed'}>
        {children}
      </div>
    </SidebarContext.Provider>
  );
}
