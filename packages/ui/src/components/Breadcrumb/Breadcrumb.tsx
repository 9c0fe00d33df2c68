import { Breadcrumb as AriaBreadcrumb, Breadcrumbs, Link as AriaLink } from 'react-aria-components';
import { ChevronRightIcon } from '../../icons/Icon.tsx';
import * as styles from './Breadcrumb.css.ts';

export type BreadcrumbItem = { label: string; href: string };

export type BreadcrumbProps = {
  items: BreadcrumbItem[];
  /** Name of the navigation landmark. */
  label?: string;
};

/** The last item is the current page (aria-current="page", not a link target). */
export function Breadcrumb({ items, label = 'Breadcrumb' }: BreadcrumbProps) {
  return (
    <nav aria-label={label}>
      <Breadcrumbs className={styles.list} items={items.map((item) => ({ ...item, id: item.href }))}>
        {(item) => (
          <AriaBreadcrumb className={styles.item}>
            {({ isCurrent }) => (
              <>
                <AriaLink href={item.href} className={styles.link}>
                  {item.label}
                </AriaLink>
                {!isCurrent && <ChevronRightIcon size={14} className={styles.separator} />}
              </>
            )}
          </AriaBreadcrumb>
        )}
      </Breadcrumbs>
    </nav>
  );
}
