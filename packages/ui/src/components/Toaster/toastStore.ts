// The toast queue, independent of React: `toast()` can be called from anywhere (hooks, event handlers, data code)
// and every mounted <Toaster> renders the same list.

export const toastTypes = ['default', 'success', 'info', 'warning', 'error', 'loading'] as const;
export type ToastType = (typeof toastTypes)[number];

/** SPEC 9 toast defaults. */
export const TOAST_DURATION_MS = 4000;
export const TOAST_VISIBLE_COUNT = 3;
export const TOAST_WIDTH_PX = 356;
export const TOAST_GAP_PX = 14;
export const TOAST_SWIPE_THRESHOLD_PX = 20;

export type ToastOptions = {
  description?: string;
  type?: ToastType;
  /** Milliseconds on screen; loading toasts stay until updated or dismissed. */
  duration?: number;
  /** Reuse an id to update a toast in place (e.g. loading -> success). */
  id?: string;
  dismissible?: boolean;
};

export type Toast = {
  id: string;
  title: string;
  description?: string;
  type: ToastType;
  duration: number;
  dismissible: boolean;
};

let toasts: Toast[] = [];
const listeners = new Set<() => void>();
let counter = 0;

function emit() {
  for (const listener of listeners) listener();
}

export function subscribeToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Newest first. */
export function getToasts(): Toast[] {
  return toasts;
}

function show(title: string, options: ToastOptions = {}): string {
  // Stryker disable next-line UpdateOperator: kept on purpose (stryker/scopes.mjs keptOnPurpose): counting down gives unique ids too
  const id = options.id ?? `toast-${++counter}`;
  const type = options.type ?? 'default';
  const next: Toast = {
    id,
    title,
    description: options.description,
    type,
    duration: options.duration ?? (type === 'loading' ? Number.POSITIVE_INFINITY : TOAST_DURATION_MS),
    dismissible: options.dismissible ?? true,
  };
  const exists = toasts.some((t) => t.id === id);
  toasts = exists ? toasts.map((t) => (t.id === id ? next : t)) : [next, ...toasts];
  emit();
  return id;
}

function dismiss(id?: string): void {
  toasts = id === undefined ? [] : toasts.filter((t) => t.id !== id);
  emit();
}

type TypedShow = (title: string, options?: Omit<ToastOptions, 'type'>) => string;

/** `toast('Saved')`, `toast.success('Profile updated', { description })`, `toast.dismiss(id)`. */
export const toast: ((title: string, options?: ToastOptions) => string) & {
  success: TypedShow;
  info: TypedShow;
  warning: TypedShow;
  error: TypedShow;
  loading: TypedShow;
  dismiss: (id?: string) => void;
} = /* @__PURE__ */ Object.assign(show, {
  success: (title: string, options?: Omit<ToastOptions, 'type'>) => show(title, { ...options, type: 'success' }),
  info: (title: string, options?: Omit<ToastOptions, 'type'>) => show(title, { ...options, type: 'info' }),
  warning: (title: string, options?: Omit<ToastOptions, 'type'>) => show(title, { ...options, type: 'warning' }),
  error: (title: string, options?: Omit<ToastOptions, 'type'>) => show(title, { ...options, type: 'error' }),
  loading: (title: string, options?: Omit<ToastOptions, 'type'>) => show(title, { ...options, type: 'loading' }),
  dismiss,
});
