import { useEffect, useRef, type ReactNode } from 'react';
import { Button, DropIndicator, GridList, GridListItem, useDragAndDrop, type Key } from 'react-aria-components';
import { useT } from '../../i18n/index.ts';
import { moveIds } from '../model/reorder.ts';
import type { OrderStatus } from '../useOrderedSave.ts';
import * as styles from '../courses/CourseBuilder.css.ts';

type ReorderListProps<T extends { id: string; title: string }> = {
  /** The list's accessible name ("Modules of AI Coder"). */
  label: string;
  items: readonly T[];
  status: OrderStatus;
  isSaving: boolean;
  onReorder: (ids: string[], moved: T) => void;
  renderItem: (item: T) => ReactNode;
  emptyText: string;
};

/**
 * A list reordered by drag and drop or by keyboard (react-aria's GridList with useDragAndDrop: focus a row's
 * handle, Enter, arrows to the place, Enter). react-aria announces the drag itself; the live region under the
 * list says where the item went and whether the new order was saved.
 */
export function ReorderList<T extends { id: string; title: string }>({
  label,
  items,
  status,
  isSaving,
  onReorder,
  renderItem,
  emptyText,
}: ReorderListProps<T>) {
  const t = useT();
  const ids = items.map((item) => item.id);
  // The ids this list is dragging (a drag it started and react-aria has not ended), for useEndOrphanedDrag.
  const dragged = useRef<Set<string> | null>(null);
  const { dragAndDropHooks } = useDragAndDrop<T>({
    isDisabled: isSaving,
    onDragStart: (event) => {
      dragged.current = new Set([...event.keys].map(String));
    },
    onDragEnd: () => {
      dragged.current = null;
    },
    getItems: (keys) => [...keys].map((key) => ({ 'text/plain': items.find((item) => item.id === key)?.title ?? String(key) })),
    onReorder: (event) => {
      const keys = new Set([...event.keys].map(String));
      const next = moveIds(ids, keys, String(event.target.key), event.target.dropPosition);
      const moved = items.find((item) => keys.has(item.id));
      if (moved) onReorder(next, moved);
    },
    renderDropIndicator: (target) => <DropIndicator target={target} className={styles.dropIndicator} />,
  });
  useEndOrphanedDrag(dragged, ids, dragAndDropHooks.isVirtualDragging);
  return (
    <div className={styles.itemMain}>
      <GridList
        aria-label={label}
        items={items}
        dragAndDropHooks={dragAndDropHooks}
        className={styles.reorderList}
        renderEmptyState={() => <p className={styles.empty}>{emptyText}</p>}
      >
        {(item) => (
          <GridListItem id={item.id as Key} textValue={item.title} className={styles.reorderItem}>
            <Button slot="drag" className={styles.dragHandle} aria-label={t('dashboard.reorder.handle', { title: item.title })}>
              <span aria-hidden="true">⠿</span>
            </Button>
            {renderItem(item)}
          </GridListItem>
        )}
      </GridList>
      <OrderStatusLine status={status} />
    </div>
  );
}

/**
 * react-aria keeps a keyboard (or screen reader) drag in one page-wide session that swallows every key, click and
 * focus change until the drag is dropped or cancelled. When the dragged row or its whole list leaves the page
 * mid-drag (its data reloaded without it, the builder left), nothing ends that session: the page stopped answering
 * every press but Escape (seen as the Courses story "Saving" doing nothing after "Dragging" left a drag open).
 * This ends such a drag the way a person would, with Escape, which the session hears before anything else.
 */
function useEndOrphanedDrag(dragged: { current: Set<string> | null }, ids: readonly string[], isDragging?: () => boolean) {
  const present = ids.join('\n');
  useEffect(() => {
    const keys = dragged.current;
    const here = new Set(present.split('\n'));
    if (keys && [...keys].some((key) => !here.has(key))) endDrag(dragged, isDragging);
  }, [dragged, present, isDragging]);
  useEffect(() => () => endDrag(dragged, isDragging), [dragged, isDragging]);
}

function endDrag(dragged: { current: Set<string> | null }, isDragging?: () => boolean) {
  if (!dragged.current) return;
  dragged.current = null;
  if (isDragging?.()) document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }));
}

/** The list's live region: where the moved item went, then saved / put back / reloaded. */
export function OrderStatusLine({ status }: { status: OrderStatus }) {
  const t = useT();
  const failed = status.kind === 'failed' || status.kind === 'stale';
  const text =
    status.kind === 'saving'
      ? t('dashboard.reorder.saving', { title: status.title, position: status.position, total: status.total })
      : status.kind === 'idle'
        ? ''
        : t(`dashboard.reorder.${status.kind}`);
  return (
    <p role="status" className={failed ? `${styles.status} ${styles.statusError}` : styles.status}>
      {text}
    </p>
  );
}
