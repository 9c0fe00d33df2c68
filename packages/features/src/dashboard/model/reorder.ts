// Reordering a list by drag and drop or keyboard (react-aria's onReorder): the whole new order, as the
// reorder functions take it (issue 33: one request that applies whole or not at all).

export type DropPosition = 'before' | 'after' | 'on';

/**
 * `ids` with the moved `keys` (in their current order) placed before or after `target`. A drop on an item,
 * or on one of the moved items itself, leaves the order unchanged.
 */
export function moveIds(ids: readonly string[], keys: ReadonlySet<string>, target: string, position: DropPosition): string[] {
  if (position === 'on' || keys.has(target) || !ids.includes(target)) return [...ids];
  const moved = ids.filter((id) => keys.has(id));
  const rest = ids.filter((id) => !keys.has(id));
  const at = rest.indexOf(target) + (position === 'after' ? 1 : 0);
  return [...rest.slice(0, at), ...moved, ...rest.slice(at)];
}

export function sameOrder(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((id, i) => id === b[i]);
}

/** Items in the order of `ids` (ids that name no item are skipped; items not named keep their place after). */
export function inOrder<T extends { id: string }>(items: readonly T[], ids: readonly string[]): T[] {
  const byId = new Map(items.map((item) => [item.id, item]));
  const ordered = ids.flatMap((id) => byId.get(id) ?? []);
  return [...ordered, ...items.filter((item) => !ids.includes(item.id))];
}
