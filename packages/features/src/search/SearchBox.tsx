import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { useT } from '../i18n/index.ts';
import { earlyShortcutDone, earlyShortcutPending } from '../shell/earlyPress.ts';
import { useHydrated } from '../shell/useHydrated.ts';
import * as styles from './SearchDialog.css.ts';

// The dialog (and swr's search) downloads on first use: most visits never search.
const SearchDialog = lazy(() => import('./SearchDialog.tsx').then((module) => ({ default: module.SearchDialog })));

const isMac = () => /Mac|iPhone|iPad/.test(navigator.platform);
const never = () => () => {};

/** The top bar's search box: a button that opens the search dialog, as Ctrl/Cmd+K does anywhere in the app. */
export function SearchBox() {
  const t = useT();
  const [openedHere, setOpen] = useState(false);
  const [usedHere, setUsed] = useState(false);
  // Ctrl/Cmd+K pressed on the prerendered page before the app was live (index.html keeps it): open once hydrated.
  const [earlyDone, setEarlyDone] = useState(false);
  const early = useHydrated() && !earlyDone && earlyShortcutPending('search');
  const open = openedHere || early;
  const used = usedHere || early;
  const openChange = (next: boolean) => {
    if (!next) {
      earlyShortcutDone('search');
      setEarlyDone(true);
    }
    setOpen(next);
  };
  // Prerendered as Ctrl K; the browser knows its platform once hydrated.
  const mac = useSyncExternalStore(never, isMac, () => false);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        setUsed(true);
        setOpen(true);
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <>
      <button
        type="button"
        className={styles.trigger}
        aria-keyshortcuts={mac ? 'Meta+K' : 'Control+K'}
        aria-haspopup="dialog"
        data-testid="search-open"
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        <svg
          className={styles.icon}
          width={16}
          height={16}
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth={2}
          strokeLinecap="round"
          aria-hidden="true"
          focusable="false"
        >
          <circle cx="11" cy="11" r="7" />
          <path d="m20 20-3.5-3.5" />
        </svg>
        <span className={styles.triggerText}>{t('search.open')}…</span>
        <kbd className={styles.shortcut} aria-hidden="true">
          {mac ? '⌘K' : 'Ctrl K'}
        </kbd>
      </button>
      {used && (
        <Suspense fallback={null}>
          <SearchDialog isOpen={open} onOpenChange={openChange} />
        </Suspense>
      )}
    </>
  );
}
