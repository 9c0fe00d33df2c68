import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Button as AriaButton, Link as AriaLink } from 'react-aria-components';
import { ChevronDownIcon, PanelLeftIcon } from '../../icons/Icon.tsx';
import { cx } from '../../utils/cx.ts';
import { Badge } from '../Badge/Badge.tsx';
import { Button } from '../Button/Button.tsx';
import { useSidebar } from './SidebarContext.tsx';
import { isItemActive, SIDEBAR_TOOLTIP_DELAY_MS, type SidebarItem } from './sidebarRules.ts';
import { Tooltip } from '../Tooltip/Tooltip.tsx';
import * as styles from './Sidebar.css.ts';

// The drawer is only for phones: the desktop column paints without react-aria's modal code. (The rail's tooltips stay
// static: a lazy one would swap the link under a keyboard user's focus when it arrived.)
const SidebarDrawer = lazy(() => import('./SidebarDrawer.tsx').then((module) => ({ default: module.SidebarDrawer })));

export type SidebarProps = {
  items: SidebarItem[];
  currentPath: string;
  /** Called with the item's path after a link is pressed (links also navigate through react-aria's RouterProvider). */
  onNavigate?: (path: string) => void;
  /** The wordmark (usually a Link to "/"). */
  header?: ReactNode;
  /** E.g. the copyright line. */
  footer?: ReactNode;
  /** Name of the navigation landmark and of the mobile drawer. */
  label?: string;
  /** Accessible name of the rail button on the sidebar's edge. */
  railLabel?: string;
  /** Accessible name of a group's expand/collapse button; receives the group label. */
  groupToggleLabel?: (groupLabel: string) => string;
  /** Test id of the sidebar element (the desktop column, or on mobile the drawer's host, which stays in the DOM while closed). */
  'data-testid'?: string;
};

/** Desktop: a sticky column (16rem, or a 3rem icon rail with tooltips). Below 768 px: an 18rem drawer from the left. */
export function Sidebar(props: SidebarProps) {
  const { isMobile, openMobile, setOpenMobile, expanded } = useSidebar();
  const { label = 'Main navigation', 'data-testid': testId = 'sidebar' } = props;
  // The drawer is portalled into this host so tests and styles find one element whether it is open or not.
  const [drawerHost, setDrawerHost] = useState<HTMLDivElement | null>(null);

  if (isMobile) {
    return (
      <div ref={setDrawerHost} className={styles.drawerHost} data-testid={testId} data-open={openMobile} data-collapsed={false}>
        {drawerHost && (
          <Suspense fallback={null}>
            <SidebarDrawer host={drawerHost} isOpen={openMobile} onOpenChange={setOpenMobile} label={label}>
              <SidebarBody {...props} collapsed={false} onLinkPress={() => setOpenMobile(false)} />
            </SidebarDrawer>
          </Suspense>
        )}
      </div>
    );
  }

  return (
    <aside
      className={styles.aside}
      data-state={expanded ? 'expanded' : 'collapsed'}
      data-collapsed={!expanded}
      data-open={false}
      data-testid={testId}
    >
      <SidebarBody {...props} collapsed={!expanded} />
      <SidebarRail label={props.railLabel ?? 'Toggle sidebar'} />
    </aside>
  );
}

type BodyProps = SidebarProps & { collapsed: boolean; onLinkPress?: () => void };

function SidebarBody({
  items,
  currentPath,
  onNavigate,
  header,
  footer,
  label = 'Main navigation',
  groupToggleLabel,
  collapsed,
  onLinkPress,
}: BodyProps) {
  const navigate = (path: string) => {
    onNavigate?.(path);
    onLinkPress?.();
  };
  return (
    <>
      {header && <div className={styles.header}>{header}</div>}
      <nav aria-label={label} className={styles.content}>
        <ul className={styles.list}>
          {items.map((item) => (
            <NavEntry
              key={item.path}
              item={item}
              currentPath={currentPath}
              collapsed={collapsed}
              onNavigate={navigate}
              groupToggleLabel={groupToggleLabel}
            />
          ))}
        </ul>
      </nav>
      {footer && !collapsed && <div className={styles.footer}>{footer}</div>}
    </>
  );
}

type EntryProps = {
  item: SidebarItem;
  currentPath: string;
  collapsed: boolean;
  onNavigate: (path: string) => void;
  groupToggleLabel?: (groupLabel: string) => string;
  isChild?: boolean;
};

function NavEntry({ item, currentPath, collapsed, onNavigate, groupToggleLabel = (l) => l, isChild = false }: EntryProps) {
  const active = isItemActive(item, currentPath);
  const hasChildren = Boolean(item.children?.length);
  const [open, setOpen] = useState(item.defaultOpen ?? active);
  const groupId = `sidebar-group-${item.path.replace(/[^a-z0-9]+/gi, '-')}`;
  const isExactPage = currentPath.split(/[?#]/)[0] === item.path;

  const link = (
    <AriaLink
      href={item.path}
      className={cx(styles.link, isChild && styles.childLink, collapsed && styles.railLink)}
      data-active={active}
      aria-current={isExactPage ? 'page' : undefined}
      aria-label={collapsed ? item.label : undefined}
      onPress={() => onNavigate(item.path)}
    >
      {item.icon && <span className={styles.icon}>{item.icon}</span>}
      {!collapsed && <span className={styles.label}>{item.label}</span>}
      {!collapsed && item.badge && <Badge variant="premium">{item.badge}</Badge>}
    </AriaLink>
  );

  return (
    <li>
      <div className={styles.row}>
        {collapsed ? (
          <Tooltip content={item.badge ? `${item.label} (${item.badge})` : item.label} placement="end" delay={SIDEBAR_TOOLTIP_DELAY_MS}>
            {link}
          </Tooltip>
        ) : (
          link
        )}
        {hasChildren && !collapsed && (
          <AriaButton
            className={styles.groupToggle}
            aria-expanded={open}
            aria-controls={open ? groupId : undefined}
            aria-label={groupToggleLabel(item.label)}
            onPress={() => setOpen(!open)}
          >
            <ChevronDownIcon className={styles.chevron} />
          </AriaButton>
        )}
      </div>
      {hasChildren && open && !collapsed && (
        <ul id={groupId} className={styles.subList}>
          {item.children?.map((child) => (
            <NavEntry
              key={child.path}
              item={child}
              currentPath={currentPath}
              collapsed={false}
              onNavigate={onNavigate}
              groupToggleLabel={groupToggleLabel}
              isChild
            />
          ))}
        </ul>
      )}
    </li>
  );
}

/** The thin strip on the sidebar's edge: pressing it toggles the rail (mouse affordance; the keyboard has the trigger and Ctrl/Cmd+B). */
function SidebarRail({ label }: { label: string }) {
  const { toggle } = useSidebar();
  return <AriaButton className={styles.rail} aria-label={label} excludeFromTabOrder onPress={toggle} />;
}

export type SidebarTriggerProps = { label?: string; className?: string; 'data-testid'?: string };

/** The button that toggles the sidebar (rail on desktop, drawer on mobile). */
export function SidebarTrigger({ label = 'Toggle sidebar', className, 'data-testid': testId }: SidebarTriggerProps) {
  const { toggle, expanded, isMobile, openMobile } = useSidebar();
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={label}
      aria-expanded={isMobile ? openMobile : expanded}
      onPress={toggle}
      className={cx(styles.trigger, className)}
      data-testid={testId}
    >
      <PanelLeftIcon size={18} />
    </Button>
  );
}

/** The page column beside the sidebar. */
export function SidebarInset({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={cx(styles.inset, className)}>{children}</div>;
}
