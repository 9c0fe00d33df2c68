// One way for features to show a toast (SPEC 2: top-center). The shell installs the real toaster at start;
// until then (and in unit tests) messages go to the console so nothing is lost silently.
export type NoticeType = 'success' | 'info' | 'warning' | 'error' | 'loading';
export type Notifier = (type: NoticeType, title: string, description?: string) => void;

let notifier: Notifier = (type, title) => {
  (type === 'error' ? console.error : console.info)(`[${type}] ${title}`);
};

export function installNotifier(next: Notifier) {
  notifier = next;
}

export function notify(type: NoticeType, title: string, description?: string) {
  notifier(type, title, description);
}
