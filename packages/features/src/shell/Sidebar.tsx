import { useState, type ReactNode } from 'react';
import { Button as AriaButton, Link as AriaLink } from 'react-aria-components';
import { useLocation } from 'react-router';
import { Badge, BookIcon, ChevronDownIcon, HomeIcon, MailIcon, SparklesIcon, StarIcon, Tooltip, UsersIcon, WrenchIcon } from '@academy/ui';
import { useT } from '../i18n/index.ts';
import { isNavItemActive, navItems, type NavIconName, type NavItem } from './navigation.ts';
import { useSidebar } from './SidebarContext.tsx';
import * as styles from './Sidebar.css.ts';

const icons: Record<NavIconName, (props: { size?: number; 'aria-hidden'?: boolean }) => ReactNode> = {
  home: HomeIcon,
  sparkles: SparklesIcon,
  star: StarIcon,
  book: BookIcon,
  users: UsersIcon,
  wrench: WrenchIcon,
  mail: MailIcon,
};

function NavLink({ item, iconOnly, onNavigate }: { item: NavItem; iconOnly: boolean; onNavigate: () => void }) {
  const t = useT();
  const { pathname } = useLocation();
  const Icon = icons[item.icon];
  const active = isNavItemActive(item, pathname);
  const link = (
    <AriaLink href={item.path} className={styles.link} data-current={active} aria-current={active ? 'page' : undefined} aria-label={iconOnly ? t(item.labelKey) : undefined} onPress={onNavigate}>
      <Icon size={18} aria-hidden />
      {!iconOnly && <span className={styles.label}>{t(item.labelKey)}</span>}
      {!iconOnly && item.badgeKey && <Badge variant="premium">{t(item.badgeKey)}</Badge>}
    </AriaLink>
  );
  // SPEC 2/9: the icon rail shows each label as a tooltip, at once (0 ms).
  return iconOnly ? (
    <Tooltip content={t(item.labelKey)} placement="right" delay={0}>
      {link}
    </Tooltip>
  ) : (
    link
  );
}

/** The side navigation (SPEC 2): wordmark, the entries in order, Academy's courses, © 2025. */
export function Sidebar() {
  const t = useT();
  const { pathname } = useLocation();
  const { expanded, openMobile, isMobile, setOpenMobile, toggle } = useSidebar();
  const [openGroups, setOpenGroups] = useState<ReadonlySet<string>>(() => new Set(navItems.filter((item) => item.expandedByDefault).map((item) => item.path)));
  const iconOnly = !isMobile && !expanded;
  const closeDrawer = () => setOpenMobile(false);
  const toggleGroup = (path: string) =>
    setOpenGroups((current) => {
      const next = new Set(current);
      if (next.has(path)) next.delete(path);
      else next.add(path);
      return next;
    });

  return (
    <>
      {isMobile && openMobile && <button type="button" className={styles.backdrop} aria-label={t('common.close')} onClick={closeDrawer} tabIndex={-1} />}
      <aside className={styles.root} data-collapsed={iconOnly} data-open={openMobile} inert={isMobile && !openMobile} data-testid="sidebar">
        <div className={styles.header}>
          <AriaLink href="/" className={styles.wordmark} onPress={closeDrawer} aria-label={iconOnly ? t('shell.wordmark') : undefined}>
            <span className={styles.wordmarkMark} aria-hidden="true">
              <SparklesIcon size={16} />
            </span>
            {!iconOnly && t('shell.wordmark')}
          </AriaLink>
        </div>
        <nav className={styles.nav} aria-label={t('shell.nav.label')}>
          <ul className={styles.list}>
            {navItems.map((item) => {
              const groupOpen = openGroups.has(item.path);
              const childrenId = `nav-children-${item.path.slice(1)}`;
              return (
                <li key={item.path}>
                  <div className={styles.row}>
                    <NavLink item={item} iconOnly={iconOnly} onNavigate={closeDrawer} />
                    {item.children && !iconOnly && (
                      <AriaButton className={styles.disclosure} aria-expanded={groupOpen} aria-controls={childrenId} aria-label={t(item.labelKey)} onPress={() => toggleGroup(item.path)}>
                        <ChevronDownIcon size={16} />
                      </AriaButton>
                    )}
                  </div>
                  {item.children && groupOpen && !iconOnly && (
                    <ul className={styles.childList} id={childrenId}>
                      {item.children.map((child) => {
                        const active = isNavItemActive(child, pathname);
                        return (
                          <li key={child.path}>
                            <AriaLink href={child.path} className={styles.childLink} data-current={active} aria-current={active ? 'page' : undefined} onPress={closeDrawer}>
                              <span className={styles.label}>{t(child.labelKey)}</span>
                            </AriaLink>
                          </li>
                        );
                      })}
                    </ul>
                  )}
                </li>
              );
            })}
          </ul>
        </nav>
        <div className={styles.footer}>{iconOnly ? '©' : t('shell.footer')}</div>
        <button type="button" className={styles.rail} aria-label={t('shell.sidebar.toggle')} onClick={toggle} tabIndex={-1} />
      </aside>
    </>
  );
}
