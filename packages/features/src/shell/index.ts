export { notify, installNotifier, isNoticeShown, type NoticeType, type Notifier } from './notify.ts';
export { navItems, isNavItemActive, breadcrumbTrail, type NavItem, type Crumb } from './navigation.ts';
export {
  readThemeMode,
  applyThemeMode,
  readAcceptNotices,
  storeAcceptNotices,
  THEME_STORAGE_KEY,
  NOTICES_STORAGE_KEY,
} from './preferences.ts';
