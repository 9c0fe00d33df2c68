export { Sidebar, SidebarTrigger, SidebarInset, type SidebarProps, type SidebarTriggerProps } from './Sidebar.tsx';
export { SidebarProvider, useSidebar, type SidebarProviderProps } from './SidebarContext.tsx';
export {
  isItemActive,
  sidebarCookie,
  readSidebarCookie,
  isSidebarShortcut,
  SIDEBAR_COOKIE_NAME,
  SIDEBAR_COOKIE_MAX_AGE_SECONDS,
  SIDEBAR_KEYBOARD_SHORTCUT,
  SIDEBAR_WIDTH,
  SIDEBAR_WIDTH_MOBILE,
  SIDEBAR_WIDTH_ICON,
  SIDEBAR_TOOLTIP_DELAY_MS,
  type SidebarItem,
} from './sidebarRules.ts';
