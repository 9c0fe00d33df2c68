import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { media } from '@academy/ui';
import { isSidebarShortcut, readSidebarExpanded, sidebarCookie } from './sidebarState.ts';

type SidebarValue = {
  /** Desktop: full width (true) or icon rail (false). */
  expanded: boolean;
  /** Mobile: the off-canvas drawer is open. */
  openMobile: boolean;
  isMobile: boolean;
  setOpenMobile: (open: boolean) => void;
  /** The trigger, the rail and Ctrl/Cmd+B: the drawer on mobile, expanded/collapsed on desktop. */
  toggle: () => void;
};

const SidebarContext = createContext<SidebarValue | null>(null);

function useIsMobile(): boolean {
  const query = typeof window === 'undefined' ? null : window.matchMedia(media.mobile);
  const [isMobile, setIsMobile] = useState(() => query?.matches ?? false);
  useEffect(() => {
    if (!query) return;
    const update = () => setIsMobile(query.matches);
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, [query]);
  return isMobile;
}

export function SidebarProvider({ children }: { children: ReactNode }) {
  const isMobile = useIsMobile();
  const [expanded, setExpanded] = useState(() => (typeof document === 'undefined' ? true : readSidebarExpanded(document.cookie)));
  const [openMobile, setOpenMobile] = useState(false);

  const toggle = useCallback(() => {
    if (isMobile) {
      setOpenMobile((open) => !open);
      return;
    }
    setExpanded((current) => {
      document.cookie = sidebarCookie(!current);
      return !current;
    });
  }, [isMobile]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (isSidebarShortcut(event)) {
        event.preventDefault();
        toggle();
      } else if (event.key === 'Escape' && openMobile) setOpenMobile(false);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [toggle, openMobile]);

  const value = useMemo(() => ({ expanded, openMobile, isMobile, setOpenMobile, toggle }), [expanded, openMobile, isMobile, toggle]);
  return <SidebarContext.Provider value={value}>{children}</SidebarContext.Provider>;
}

export function useSidebar(): SidebarValue {
  const value = useContext(SidebarContext);
  if (!value) throw new Error('useSidebar must be used inside <SidebarProvider>');
  return value;
}
