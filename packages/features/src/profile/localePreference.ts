import { useCallback, useEffect, useRef } from 'react';
import { backendClient } from '../backend/index.ts';
import { locales, useI18n, type Locale } from '../i18n/index.ts';
import { useSession } from '../session/SessionProvider.tsx';

function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

// Languages chosen by the person in this page load. The sign-in sync below reads the profile and, when nothing is saved,
// saves this browser's language; both are asynchronous, and on a busy machine they could land after the person had
// already picked another language: the profile then kept the old one and the next load switched back to it (the
// 'dark mode and language' e2e flake, issue 20). The sync now never overrides a choice made meanwhile, and fills the
// profile only while it is still empty.
let choicesInThisPage = 0;

/**
 * Issue 10: the language follows a signed-in user from browser to browser. On sign-in the profile's saved
 * locale (user_profiles.locale) wins over this browser's; with none saved, this browser's choice is saved.
 */
export function useProfileLocaleSync() {
  const { locale, setLocale } = useI18n();
  const { user } = useSession();
  const syncedFor = useRef<string | null>(null);
  const userId = user?.id ?? null;

  useEffect(() => {
    if (!userId || syncedFor.current === userId) return;
    syncedFor.current = userId;
    const choicesBefore = choicesInThisPage;
    // The shell runs this on every screen, including those that paint before supabase-js has loaded.
    void backendClient().then(async (client) => {
      const { data, error } = await client.from('user_profiles').select('locale').eq('id', userId).single();
      if (error) return console.error(error);
      if (choicesInThisPage !== choicesBefore) return; // the person chose a language meanwhile: theirs stands
      const saved = (data as { locale?: unknown } | null)?.locale;
      if (isLocale(saved)) setLocale(saved);
      else await client.from('user_profiles').update({ locale }).eq('id', userId).is('locale', null);
    }, console.error);
  }, [userId, locale, setLocale]);
}

/** Changes the language here and, for a signed-in user, in their profile. */
export function useChangeLocale(): (next: Locale) => void {
  const { setLocale } = useI18n();
  const { user } = useSession();
  const userId = user?.id ?? null;
  return useCallback(
    (next: Locale) => {
      choicesInThisPage++;
      setLocale(next);
      if (!userId) return;
      void backendClient().then(async (client) => {
        const { error } = await client.from('user_profiles').update({ locale: next }).eq('id', userId);
        if (error) console.error(error);
      }, console.error);
    },
    [setLocale, userId],
  );
}
