import { lazy, Suspense, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { SelectPlaceholder } from '@academy/ui';
import { useI18n, useT } from '../i18n/index.ts';
import { onFirstInteraction } from '../session/firstInteraction.ts';
import { wasPressedEarly } from './earlyPress.ts';
import { useHydrated } from './useHydrated.ts';

// react-aria's Select brings its collection and popover code (about 50 KB gzip with what it shares with dialogs): the
// shell paints with a look-alike and the real switch replaces it (issue 5).
const loadMenu = () => import('./LanguageMenu.tsx');
const LanguageMenu = lazy(() => loadMenu().then((module) => ({ default: module.LanguageMenu })));

// On a page the app took over from its prerendered HTML (main.tsx hydrates it), the look-alike stays until the person
// first presses, touches or types anywhere (issue 34.2): downloading, evaluating and rendering the real switch right
// after hydration was the largest block of main-thread work before a phone's page was live, for a control nobody had
// asked for yet. A press on the look-alike opens the real list once it is here; focus moves over to it. Pages the app
// renders itself load it at once, as before.
// The look-alike is replaced only once the real switch's code is here: replacing it while a press is being dispatched
// (the first interaction can be a press on it) would lose that press's click.
let menuLoaded = false;
const hydratedPage = () => typeof window !== 'undefined' && window.academyEarly?.reactListens === true;

/** Whether the real switch may render now, and a way to ask for it (a press on, or focus of, the look-alike). */
function useRealSwitchWanted(): [boolean, () => void] {
  const [ready, setReady] = useState(() => menuLoaded || !hydratedPage());
  const want = useCallback(() => {
    void loadMenu().then(() => {
      menuLoaded = true;
      setReady(true);
    }, console.error);
  }, []);
  useEffect(() => {
    if (!ready) return onFirstInteraction(want);
  }, [ready, want]);
  return [ready, want];
}

export { inBar as languageSelectInBar } from './LanguageSelect.css.ts';

/** The language switch (issue 10) for visitors' top bar, the phone footer, the user menu and /landing's bar. */
export function LanguageSelect({ className }: { className?: string }) {
  const t = useT();
  const { locale } = useI18n();
  // What the user did to the stand-in before the real switch arrived: a press opens it, focus moves over to it.
  const [early, setEarly] = useState({ open: false, focused: false });
  // A press on the prerendered stand-in before React listened (earlyPress.ts) opens the switch too.
  const frame = useRef<HTMLSpanElement>(null);
  const hydrated = useHydrated();
  const [wanted, want] = useRealSwitchWanted();
  // In the commit that adopts the prerendered stand-in, while its element is still the one that was pressed (the next
  // render swaps it for the real switch's Suspense boundary).
  useLayoutEffect(() => {
    if (wasPressedEarly(frame.current)) setEarly({ open: true, focused: true });
  }, []);
  const placeholder = (
    // display: contents: the frame only marks the stand-in; layout is the stand-in's own.
    // data-keeps-early-press: its early press is read here (wasPressedEarly), not performed again as a click.
    <span ref={frame} style={{ display: 'contents' }} data-keeps-early-press="">
      <SelectPlaceholder
        className={className}
        label={t('shell.language.label')}
        value={t(`shell.language.${locale}`)}
        onOpenRequest={() => {
          setEarly({ open: true, focused: true });
          want();
        }}
        onFocusChange={(focused) => {
          setEarly((previous) => ({ ...previous, focused }));
          if (focused) want();
        }}
      />
    </span>
  );
  // Prerendered pages carry the stand-in too (the real switch's styles come with its chunk), and hydrate it as such.
  if (!hydrated || !(wanted || early.open)) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <LanguageMenu className={className} defaultOpen={early.open} autoFocus={early.focused} />
    </Suspense>
  );
}
