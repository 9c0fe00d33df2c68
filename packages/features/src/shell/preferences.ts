// Local-only preferences of the user menu (SPEC 2: Accept Notices default on, Dark Mode default off; both local).
export const THEME_STORAGE_KEY = 'academy:theme';
export const NOTICES_STORAGE_KEY = 'academy:notices';

export type ThemeMode = 'light' | 'dark';

function read(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(key: string, value: string) {
  try {
    globalThis.localStorage?.setItem(key, value);
  } catch {
    /* private mode: the choice lasts for this page only */
  }
}

export function readThemeMode(): ThemeMode {
  return read(THEME_STORAGE_KEY) === 'dark' ? 'dark' : 'light';
}

/** Stores the mode and applies it to <html data-theme> (the attribute @academy/ui's themes key on). */
export function applyThemeMode(mode: ThemeMode) {
  write(THEME_STORAGE_KEY, mode);
  if (typeof document !== 'undefined') document.documentElement.dataset.theme = mode;
}

export function readAcceptNotices(): boolean {
  return read(NOTICES_STORAGE_KEY) !== 'off';
}

export function storeAcceptNotices(accept: boolean) {
  write(NOTICES_STORAGE_KEY, accept ? 'on' : 'off');
}
