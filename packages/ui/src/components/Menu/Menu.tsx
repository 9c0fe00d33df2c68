import {
  Menu as AriaMenu,
  MenuItem as AriaMenuItem,
  MenuTrigger as AriaMenuTrigger,
  Popover,
  Separator,
  type MenuItemProps as AriaMenuItemProps,
  type MenuProps as AriaMenuProps,
  type MenuTriggerProps,
  type PopoverProps,
} from 'react-aria-components';
import { cx } from '../../utils/cx.ts';
import * as popover from '../Popover/popover.css.ts';

// <MenuTrigger><Button aria-label="…">…</Button><Menu><MenuItem>…</MenuItem></Menu></MenuTrigger>
// Arrow keys move, Enter/Space activates, Escape closes and returns focus to the trigger.
export function MenuTrigger(props: MenuTriggerProps) {
  return <AriaMenuTrigger {...props} />;
}

export type MenuProps<T extends object> = Omit<AriaMenuProps<T>, 'className'> & {
  className?: string;
  placement?: PopoverProps['placement'];
};

export function Menu<T extends object>({ className, placement = 'bottom end', ...rest }: MenuProps<T>) {
  return (
    <Popover className={popover.popover} placement={placement}>
      <AriaMenu {...rest} className={cx(popover.list, className)} />
    </Popover>
  );
}

export type MenuItemProps<T extends object = object> = Omit<AriaMenuItemProps<T>, 'className'> & { className?: string };

export function MenuItem<T extends object = object>({ className, ...rest }: MenuItemProps<T>) {
  return <AriaMenuItem {...rest} className={cx(popover.item, className)} />;
}

export function MenuSeparator() {
  return <Separator className={popover.separator} />;
}
