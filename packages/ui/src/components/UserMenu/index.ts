export { UserMenu, type UserMenuProps, type UserMenuItem } from './UserMenu.tsx';
