import { Fragment, useId, useState, type ReactNode } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { ChevronRightIcon } from '../../icons/Icon.tsx';
import { cx } from '../../utils/cx.ts';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import * as styles from './Table.css.ts';
import { TableScroller } from './TableScroller.tsx';

export type TableColumn<T> = {
  id: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** The column that names the row for screen readers (rendered as <th scope="row">). */
  isRowHeader?: boolean;
  align?: 'start' | 'center' | 'end';
  /** Hidden below the mobile breakpoint (768 px). */
  hideOnMobile?: boolean;
};

export type TableProps<T> = {
  /** Visible caption; without it give `aria-label`. */
  caption?: string;
  'aria-label'?: string;
  columns: TableColumn<T>[];
  rows: T[];
  getRowId: (row: T) => string;
  /** When given, each row gets a disclosure button and this content in a row beneath it. */
  renderExpanded?: (row: T) => ReactNode;
  /** Accessible name of a row's disclosure button, e.g. "Details: <title>". */
  expandLabel?: (row: T) => string;
  /** Header of the disclosure column (visually hidden text). */
  expandColumnLabel?: string;
  expandedIds?: string[];
  defaultExpandedIds?: string[];
  onExpandedChange?: (ids: string[]) => void;
  /** Shown in a single cell when there are no rows. */
  emptyContent?: ReactNode;
};

/** A plain, semantic table whose rows can expand a details row (the disclosure pattern: aria-expanded + aria-controls). */
export function Table<T>({
  caption,
  columns,
  rows,
  getRowId,
  renderExpanded,
  expandLabel = () => 'Details',
  expandColumnLabel = 'Details',
  expandedIds,
  defaultExpandedIds = [],
  onExpandedChange,
  emptyContent,
  ...rest
}: TableProps<T>) {
  const idPrefix = useId();
  const [uncontrolled, setUncontrolled] = useState<string[]>(defaultExpandedIds);
  const expanded = expandedIds ?? uncontrolled;
  const expandable = Boolean(renderExpanded);
  const columnCount = columns.length + (expandable ? 1 : 0);

  function toggle(id: string) {
    const next = expanded.includes(id) ? expanded.filter((x) => x !== id) : [...expanded, id];
    if (expandedIds === undefined) setUncontrolled(next);
    onExpandedChange?.(next);
  }

  return (
    <TableScroller label={rest['aria-label'] ?? caption}>
      <table className={styles.table} aria-label={rest['aria-label']}>
        {caption && <caption className={styles.caption}>{caption}</caption>}
        <thead>
          <tr>
            {expandable && (
              <th scope="col" className={styles.headerCell}>
                <VisuallyHidden>{expandColumnLabel}</VisuallyHidden>
              </th>
            )}
            {columns.map((column) => (
              <th
                key={column.id}
                scope="col"
                className={cx(styles.headerCell, styles.align[column.align ?? 'start'], column.hideOnMobile && styles.hideOnMobile)}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && emptyContent !== undefined && (
            <tr>
              <td className={styles.empty} colSpan={columnCount}>
                {emptyContent}
              </td>
            </tr>
          )}
          {rows.map((row) => {
            const id = getRowId(row);
            const isExpanded = expandable && expanded.includes(id);
            const detailId = `${idPrefix}-${id}-details`;
            return (
              <Fragment key={id}>
                <tr className={styles.row} data-expanded={isExpanded}>
                  {expandable && (
                    <td className={styles.toggleCell}>
                      <AriaButton
                        className={styles.toggle}
                        aria-expanded={isExpanded}
                        aria-controls={isExpanded ? detailId : undefined}
                        aria-label={expandLabel(row)}
                        onPress={() => toggle(id)}
                      >
                        <ChevronRightIcon className={styles.chevron} />
                      </AriaButton>
                    </td>
                  )}
                  {columns.map((column) => {
                    const Cell = column.isRowHeader ? 'th' : 'td';
                    return (
                      <Cell
                        key={column.id}
                        scope={column.isRowHeader ? 'row' : undefined}
                        className={cx(styles.cell, styles.align[column.align ?? 'start'], column.hideOnMobile && styles.hideOnMobile)}
                      >
                        {column.cell(row)}
                      </Cell>
                    );
                  })}
                </tr>
                {isExpanded && renderExpanded && (
                  <tr id={detailId}>
                    <td className={styles.detailCell} colSpan={columnCount}>
                      {renderExpanded(row)}
                    </td>
                  </tr>
                )}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </TableScroller>
  );
}
