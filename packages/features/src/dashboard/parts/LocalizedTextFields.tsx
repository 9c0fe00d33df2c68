import { Badge, Tab, TabList, TabPanel, Tabs, TextField } from '@academy/ui';
import { useT } from '../../i18n/index.ts';
import {
  formOfTexts,
  missingLanguages,
  textLanguages,
  textsOfForm,
  type FormTexts,
  type LanguageText,
  type LocalizedTexts,
} from '../model/localizedTexts.ts';
import { TextAreaField } from './TextAreaField.tsx';
import * as styles from '../Dashboard.css.ts';

type LocalizedTextFieldsProps = {
  values: FormTexts;
  /** Called with the changed fields (title, description, translations) to merge into the form. */
  onChange: (texts: FormTexts) => void;
  /** The Creole title's error (it is required); shown on its tab. */
  errorMessage?: string | undefined;
  /** Without a description field (a module's name). */
  titleOnly?: boolean;
  titleLabel: string;
  descriptionLabel?: string;
};

/**
 * Title and description in Creole, Portuguese and English, one tab each; a tab whose language is missing says so
 * (in its name, so a screen reader hears it too), and a summary line lists them.
 */
export function LocalizedTextFields({
  values,
  onChange,
  errorMessage,
  titleOnly = false,
  titleLabel,
  descriptionLabel,
}: LocalizedTextFieldsProps) {
  const t = useT();
  const texts = textsOfForm(values);
  const missing = titleOnly ? textLanguages.filter((language) => texts[language].title.trim() === '') : missingLanguages(texts);
  const set = (language: keyof LocalizedTexts, field: keyof LanguageText, value: string) =>
    onChange(formOfTexts({ ...texts, [language]: { ...texts[language], [field]: value } } as LocalizedTexts));
  return (
    <div className={styles.field}>
      <Tabs defaultSelectedKey={errorMessage ? 'ht' : undefined}>
        <TabList aria-label={t('dashboard.languages.label')}>
          {textLanguages.map((language) => (
            <Tab key={language} id={language}>
              <span className={styles.languageTab}>
                {t(`dashboard.languages.${language}`)}
                {missing.includes(language) && <Badge variant="warning">{t('dashboard.languages.missing')}</Badge>}
              </span>
            </Tab>
          ))}
        </TabList>
        {textLanguages.map((language) => (
          <TabPanel key={language} id={language}>
            <div className={styles.form}>
              <TextField
                label={`${titleLabel} (${t(`dashboard.languages.${language}`)})`}
                value={texts[language].title}
                onChange={(value) => set(language, 'title', value)}
                errorMessage={language === 'ht' ? errorMessage : undefined}
                isRequired={language === 'ht'}
              />
              {!titleOnly && (
                <TextAreaField
                  label={`${descriptionLabel ?? ''} (${t(`dashboard.languages.${language}`)})`}
                  value={texts[language].description}
                  onChange={(value) => set(language, 'description', value)}
                  rows={3}
                />
              )}
            </div>
          </TabPanel>
        ))}
      </Tabs>
      <p className={styles.muted} aria-live="polite">
        {missing.length === 0
          ? t('dashboard.languages.allWritten')
          : t('dashboard.languages.missingList', { languages: missing.map((language) => t(`dashboard.languages.${language}`)).join(', ') })}
      </p>
    </div>
  );
}
