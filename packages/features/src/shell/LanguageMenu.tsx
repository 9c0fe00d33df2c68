import { Select } from '@academy/ui';
import { locales, useI18n, useT, type Locale } from '../i18n/index.ts';
import { useChangeLocale } from '../profile/localePreference.ts';

/** The language switch itself (loaded lazily by LanguageSelect): remembered in this browser and, when signed in, in the profile. */
export function LanguageMenu({ className, defaultOpen, autoFocus }: { className?: string; defaultOpen?: boolean; autoFocus?: boolean }) {
  const t = useT();
  const { locale } = useI18n();
  const changeLocale = useChangeLocale();
  return (
    <Select
      className={className}
      defaultOpen={defaultOpen}
      autoFocus={autoFocus}
      label={t('shell.language.label')}
      aria-label={t('shell.language.label')}
      options={locales.map((id) => ({ id, label: t(`shell.language.${id}`) }))}
      selectedKey={locale}
      onSelectionChange={(key) => {
        if (typeof key === 'string' && (locales as readonly string[]).includes(key)) changeLocale(key as Locale);
      }}
      data-testid="language-select"
    />
  );
}
