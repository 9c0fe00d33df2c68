import type { NoticeType } from './notify.ts';

// SPEC 9 toast defaults: 4000 ms, at most 3 visible (newest first), top-center.
export const TOAST_DURATION_MS = 4000;
export const TOASTS_VISIBLE = 3;

export type Toast = { id: number; type: NoticeType; title: string; description?: string };

type Listener = () => void;

export function createToastStore(schedule: (run: () => void, ms: number) => unknown = setTimeout) {
  let toasts: readonly Toast[] = [];
  let nextId = 1;
  const listeners = new Set<Listener>();
  const emit = () => listeners.forEach((listener) => listener());

  function dismiss(id: number) {
    const next = toasts.filter((toast) => toast.id !== id);
    if (next.length === toasts.length) return;
    toasts = next;
    emit();
  }

  function push(type: NoticeType, title: string, description?: string, duration = TOAST_DURATION_MS): number {
    const id = nextId++;
    toasts = [{ id, type, title, description }, ...toasts];
    emit();
    // A 'loading' toast stays until it is dismissed or replaced.
    if (type !== 'loading') schedule(() => dismiss(id), duration);
    return id;
  }

  return {
    push,
    dismiss,
    /** The toasts to show: the newest few. */
    visible: () => toasts,
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type ToastStore = ReturnType<typeof createToastStore>;
