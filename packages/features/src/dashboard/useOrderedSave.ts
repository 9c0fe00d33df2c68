import { useCallback, useMemo, useRef, useState } from 'react';
import { CourseWriteError } from './data/courses.ts';
import { inOrder, sameOrder } from './model/reorder.ts';

export type OrderStatus =
  | { kind: 'idle' }
  | { kind: 'saving'; title: string; position: number; total: number }
  | { kind: 'saved' }
  | { kind: 'failed' }
  | { kind: 'stale' };

/**
 * A reorderable list's order: the new order shows at once, is saved whole in one request, and then the list
 * follows the server again. A 'stale_order' refusal (someone else changed the list) reloads it; any other
 * failure puts the previous order back. `status` says which, for the list's live region.
 */
export function useOrderedSave<T extends { id: string }>(options: {
  items: readonly T[];
  save: (ids: string[]) => Promise<void>;
  reload: () => Promise<unknown>;
}) {
  const { items, save, reload } = options;
  const [pending, setPending] = useState<string[] | null>(null);
  const [status, setStatus] = useState<OrderStatus>({ kind: 'idle' });
  const busy = useRef(false);
  // The same array until the items or the pending order change: the list re-renders only when its rows do.
  const shown = useMemo(() => (pending ? inOrder(items, pending) : [...items]), [items, pending]);

  const reorder = useCallback(
    async (ids: string[], moved: T & { title: string }) => {
      if (
        busy.current ||
        sameOrder(
          ids,
          shown.map((item) => item.id),
        )
      )
        return;
      busy.current = true;
      const position = ids.indexOf(moved.id) + 1;
      setPending(ids);
      setStatus({ kind: 'saving', title: moved.title, position, total: ids.length });
      try {
        await save(ids);
        await reload();
        setStatus({ kind: 'saved' });
      } catch (error) {
        console.error(error);
        if (error instanceof CourseWriteError && error.reason === 'stale_order') {
          await reload().catch(() => undefined);
          setStatus({ kind: 'stale' });
        } else {
          setStatus({ kind: 'failed' });
        }
      } finally {
        setPending(null);
        busy.current = false;
      }
    },
    [save, reload, shown],
  );

  return { items: shown, status, isSaving: pending !== null, reorder };
}
