import {
  Tab as AriaTab,
  TabList as AriaTabList,
  TabPanel as AriaTabPanel,
  Tabs as AriaTabs,
  type TabListProps as AriaTabListProps,
  type TabPanelProps as AriaTabPanelProps,
  type TabProps as AriaTabProps,
  type TabsProps as AriaTabsProps,
} from 'react-aria-components';
import { cx } from '../../utils/cx.ts';
import * as styles from './Tabs.css.ts';

// Composable like react-aria's own Tabs: <Tabs><TabList aria-label><Tab id/></TabList><TabPanel id/></Tabs>.
// Arrow keys move between tabs, Home/End jump, and selection follows focus.

export type TabsProps = Omit<AriaTabsProps, 'className'> & { className?: string };
export function Tabs({ className, ...rest }: TabsProps) {
  return <AriaTabs {...rest} className={cx(styles.tabs, className)} />;
}

export type TabListProps<T extends object> = Omit<AriaTabListProps<T>, 'className'> & { className?: string };
export function TabList<T extends object>({ className, ...rest }: TabListProps<T>) {
  return <AriaTabList {...rest} className={cx(styles.list, className)} />;
}

export type TabProps = Omit<AriaTabProps, 'className'> & { className?: string };
export function Tab({ className, ...rest }: TabProps) {
  return <AriaTab {...rest} className={cx(styles.tab, className)} />;
}

export type TabPanelProps = Omit<AriaTabPanelProps, 'className'> & { className?: string };
export function TabPanel({ className, ...rest }: TabPanelProps) {
  return <AriaTabPanel {...rest} className={cx(styles.panel, className)} />;
}
