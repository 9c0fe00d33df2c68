export { Menu, MenuItem, MenuTrigger, MenuSeparator, type MenuProps, type MenuItemProps } from './Menu.tsx';
