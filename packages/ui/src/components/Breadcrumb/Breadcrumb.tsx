import { Link as AriaLink } from 'react-aria-components';
import { ChevronRightIcon } from '../../icons/Icon.tsx';
import * as styles from './Breadcrumb.css.ts';

export type BreadcrumbItem = { label: string; href: string };

export type BreadcrumbProps = {
  items: BreadcrumbItem[];
  /** Name of the navigation landmark. */
  label?: string;
};

/**
 * The last item is the current page (aria-current="page", not a link target). A plain list of react-aria links:
 * react-aria's Breadcrumbs collection adds nothing a fixed trail needs and costs the shell's first paint its
 * collection machinery (about 13 KB gzip).
 */
export function Breadcrumb({ items, label = 'Breadcrumb' }: BreadcrumbProps) {
  return (
    <nav aria-label={label}>
      <ol className={styles.list}>
        {items.map((item, index) => {
          const isCurrent = index === items.length - 1;
          return (
            <li key={item.href} className={styles.item} data-current={isCurrent || undefined}>
              <AriaLink href={item.href} className={styles.link} aria-current={isCurrent ? 'page' : undefined} isDisabled={isCurrent}>
                {item.label}
              </AriaLink>
              {!isCurrent && <ChevronRightIcon size={14} className={styles.separator} />}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
