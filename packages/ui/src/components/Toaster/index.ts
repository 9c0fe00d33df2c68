export { Toaster, type ToasterProps } from './Toaster.tsx';
export {
  toast,
  getToasts,
  subscribeToasts,
  toastTypes,
  TOAST_DURATION_MS,
  TOAST_VISIBLE_COUNT,
  TOAST_WIDTH_PX,
  TOAST_GAP_PX,
  TOAST_SWIPE_THRESHOLD_PX,
  type Toast,
  type ToastType,
  type ToastOptions,
} from './toastStore.ts';
