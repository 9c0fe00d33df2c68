// One way for features to show a toast (SPEC 2: top-center, 4 s, three visible), drawn by @academy/ui's <Toaster>
// (mounted once by the root layout). With the user menu's Accept Notices off, success and info toasts are not shown;
// warnings, errors and loading toasts always are. Stories and tests may install their own notifier to observe toasts.
import { toast } from '@academy/ui';
import { readAcceptNotices } from './preferences.ts';

export type NoticeType = 'success' | 'info' | 'warning' | 'error' | 'loading';
export type Notifier = (type: NoticeType, title: string, description?: string) => void;

/** SPEC 2: muting notices hides only the good news. */
export function isNoticeShown(type: NoticeType, acceptNotices: boolean): boolean {
  return acceptNotices || (type !== 'success' && type !== 'info');
}

const toastNotifier: Notifier = (type, title, description) => {
  if (!isNoticeShown(type, readAcceptNotices())) return;
  toast[type](title, { description });
};

let notifier: Notifier = toastNotifier;

export function installNotifier(next: Notifier) {
  notifier = next;
}

export function notify(type: NoticeType, title: string, description?: string) {
  notifier(type, title, description);
}
