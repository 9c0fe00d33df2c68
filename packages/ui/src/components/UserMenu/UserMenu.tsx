import type { ReactNode } from 'react';
import { Button as AriaButton, Dialog as AriaDialog, DialogTrigger, Popover } from 'react-aria-components';
import { Avatar } from '../Avatar/Avatar.tsx';
import { Badge, type BadgeVariant } from '../Badge/Badge.tsx';
import { MenuItem, MenuSeparator } from '../Menu/Menu.tsx';
import { Switch } from '../Switch/Switch.tsx';
import { Menu as AriaMenu } from 'react-aria-components';
import * as popover from '../Popover/popover.css.ts';
import * as styles from './UserMenu.css.ts';

export type UserMenuItem = { id: string; label: string; href?: string; onAction?: () => void; icon?: ReactNode };

export type UserMenuProps = {
  name: string;
  email?: string;
  avatarSrc?: string | null;
  /** E.g. "Free Plan", "Lifetime Access", "Monthly Plan" (SPEC 9 plan badge text, from the app). */
  planLabel?: string;
  planVariant?: BadgeVariant;
  /** SPEC 2: Accept Notices is on by default; both switches are local only. Controlled when `acceptNotices` is given. */
  acceptNotices?: boolean;
  onAcceptNoticesChange?: (value: boolean) => void;
  darkMode?: boolean;
  onDarkModeChange?: (value: boolean) => void;
  acceptNoticesLabel?: string;
  darkModeLabel?: string;
  /** Accessible name of the avatar button and of the popover. */
  triggerLabel?: string;
  /** Accessible name of the item list. */
  itemsLabel?: string;
  /** Links and actions (profile, dashboard, sign out…); the popover closes after one is chosen. */
  items?: UserMenuItem[];
  /** Shows the name beside the avatar in the trigger (the avatar alone otherwise); the trigger is then named "<name>, <triggerLabel>". */
  showName?: boolean;
  /** Extra controls under the switches (e.g. a language select or action buttons); a function receives `close`. */
  children?: ReactNode | ((close: () => void) => ReactNode);
  /** Test id of the trigger button. */
  'data-testid'?: string;
};

export function UserMenu({
  name,
  email,
  avatarSrc,
  planLabel,
  planVariant = 'primary',
  acceptNotices,
  onAcceptNoticesChange,
  darkMode,
  onDarkModeChange,
  acceptNoticesLabel = 'Accept Notices',
  darkModeLabel = 'Dark Mode',
  triggerLabel = 'Account menu',
  itemsLabel = 'Account',
  items = [],
  showName = false,
  children,
  'data-testid': testId,
}: UserMenuProps) {
  return (
    <DialogTrigger>
      {/* With the name shown, the button's name must contain it (WCAG 2.5.3 Label in Name, axe label-content-name-mismatch). */}
      <AriaButton className={styles.trigger} aria-label={showName ? `${name}, ${triggerLabel}` : triggerLabel} data-testid={testId}>
        <Avatar name={name} src={avatarSrc} size="sm" decorative />
        {showName && <span className={styles.triggerName}>{name}</span>}
      </AriaButton>
      <Popover className={styles.popover} placement="bottom end" offset={8}>
        <AriaDialog className={styles.dialog} aria-label={triggerLabel}>
          {({ close }) => (
            <>
              <div className={styles.identity}>
                <Avatar name={name} src={avatarSrc} size="md" />
                <div className={styles.names}>
                  <span className={styles.name}>{name}</span>
                  {email && <span className={styles.email}>{email}</span>}
                  {planLabel && <Badge variant={planVariant}>{planLabel}</Badge>}
                </div>
              </div>
              <div className={styles.switches}>
                <Switch
                  className={styles.switchRow}
                  isSelected={acceptNotices}
                  defaultSelected={acceptNotices === undefined ? true : undefined}
                  onChange={onAcceptNoticesChange}
                >
                  {acceptNoticesLabel}
                </Switch>
                <Switch
                  className={styles.switchRow}
                  isSelected={darkMode}
                  defaultSelected={darkMode === undefined ? false : undefined}
                  onChange={onDarkModeChange}
                >
                  {darkModeLabel}
                </Switch>
              </div>
              {children !== undefined && <div className={styles.extra}>{typeof children === 'function' ? children(close) : children}</div>}
              {items.length > 0 && (
                <>
                  <MenuSeparator />
                  <AriaMenu
                    aria-label={itemsLabel}
                    className={popover.list}
                    items={items}
                    onAction={(key) => {
                      items.find((item) => item.id === key)?.onAction?.();
                      close();
                    }}
                  >
                    {(item) => (
                      <MenuItem id={item.id} href={item.href} textValue={item.label}>
                        {item.icon}
                        {item.label}
                      </MenuItem>
                    )}
                  </AriaMenu>
                </>
              )}
            </>
          )}
        </AriaDialog>
      </Popover>
    </DialogTrigger>
  );
}
