import { useId, useState } from 'react';
import { Button, Spinner, VisuallyHidden } from '@academy/ui';
import { useT } from '../../i18n/index.ts';
import { locales, type Locale } from '../../i18n/types.ts';
import { shownCaptions, type LanguageCaptions } from './captionDrafts.ts';
import { CaptionPreview } from './CaptionPreview.tsx';
import type { CaptionDraftsState } from './useCaptionDrafts.ts';
import * as dashboard from '../Dashboard.css.ts';
import * as styles from './Captions.css.ts';

/** Caption files accepted by the picker (a file of another kind is still read, and refused if it is not captions). */
const ACCEPT = '.vtt,.srt,text/vtt,application/x-subrip';

/**
 * The lesson form's captions (issue 38): per language, the file in place, a picker to add or replace it (parsed here,
 * in the browser; a refused file says at which line and why), remove and undo, and a preview over the lesson.
 * Changes are written when the lesson is saved.
 */
export function CaptionsField({ captions, link }: { captions: CaptionDraftsState; link: string }) {
  const t = useT();
  const [previewing, setPreviewing] = useState<Locale | null>(null);
  const previewed = previewing ? shownCaptions(captions.drafts[previewing]) : null;
  return (
    <fieldset className={styles.fieldset} aria-busy={captions.status === 'loading'}>
      <legend className={styles.legend}>{t('dashboard.captions.legend')}</legend>
      <p className={styles.hint}>{t('dashboard.captions.hint')}</p>
      {captions.status === 'loading' ? (
        <Spinner size="sm" label={t('dashboard.captions.loading')} />
      ) : captions.status === 'error' ? (
        <p className={styles.refusal} role="alert">
          {t('dashboard.captions.loadFailed')}
        </p>
      ) : null}
      <ul className={styles.languages}>
        {locales.map((language) => (
          <CaptionLanguage
            key={language}
            language={language}
            draft={captions.drafts[language]}
            isDisabled={captions.status !== 'ready'}
            onChoose={(file) => void captions.choose(language, file)}
            onRemove={() => {
              captions.remove(language);
              if (previewing === language) setPreviewing(null);
            }}
            onUndo={() => captions.undo(language)}
            onPreview={() => setPreviewing(language)}
          />
        ))}
      </ul>
      {previewing && previewed && (
        <CaptionPreview
          key={previewing}
          cues={previewed.cues}
          link={link}
          title={t('dashboard.captions.previewOf', { language: t(`dashboard.languages.${previewing}`) })}
          onClose={() => setPreviewing(null)}
        />
      )}
    </fieldset>
  );
}

type CaptionLanguageProps = {
  language: Locale;
  draft: LanguageCaptions;
  isDisabled: boolean;
  onChoose: (file: File) => void;
  onRemove: () => void;
  onUndo: () => void;
  onPreview: () => void;
};

function CaptionLanguage({ language, draft, isDisabled, onChoose, onRemove, onUndo, onPreview }: CaptionLanguageProps) {
  const t = useT();
  const inputId = useId();
  const refusalId = useId();
  const name = t(`dashboard.languages.${language}`);
  const shown = shownCaptions(draft);
  const cues = (file: { cues: unknown[] }) => t('dashboard.captions.count', { count: file.cues.length });
  const status =
    draft.pending === 'remove'
      ? { text: t('dashboard.captions.willRemove', { file: draft.stored?.fileName ?? '' }), pending: true }
      : draft.pending
        ? { text: t('dashboard.captions.chosen', { file: draft.pending.fileName, cues: cues(draft.pending) }), pending: true }
        : draft.stored
          ? { text: t('dashboard.captions.stored', { file: draft.stored.fileName, cues: cues(draft.stored) }), pending: false }
          : { text: t('dashboard.captions.none'), pending: false };
  const refusal = draft.refusal;
  return (
    <li className={styles.language} data-language={language}>
      <div className={styles.languageHead}>
        <span className={styles.languageName}>{name}</span>
        <span className={status.pending ? styles.pendingStatus : styles.status}>{status.text}</span>
      </div>
      <div className={styles.languageActions}>
        <input
          id={inputId}
          className={dashboard.fileInput}
          type="file"
          accept={ACCEPT}
          disabled={isDisabled}
          aria-invalid={refusal ? true : undefined}
          aria-describedby={refusal ? refusalId : undefined}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) onChoose(file);
            event.target.value = '';
          }}
        />
        <label htmlFor={inputId} className={dashboard.filePicker}>
          {shown ? t('dashboard.captions.replace') : t('dashboard.captions.choose')}
          <VisuallyHidden>{` (${name})`}</VisuallyHidden>
        </label>
        {shown && (
          <Button size="sm" variant="outline" onPress={onPreview} aria-label={`${t('dashboard.captions.preview')} (${name})`}>
            {t('dashboard.captions.preview')}
          </Button>
        )}
        {shown && (
          <Button size="sm" variant="ghost" onPress={onRemove} aria-label={`${t('dashboard.captions.remove')} (${name})`}>
            {t('dashboard.captions.remove')}
          </Button>
        )}
        {draft.pending && draft.stored && (
          <Button size="sm" variant="ghost" onPress={onUndo} aria-label={`${t('dashboard.captions.undo')} (${name})`}>
            {t('dashboard.captions.undo')}
          </Button>
        )}
      </div>
      {refusal && (
        <p id={refusalId} className={styles.refusal} role="alert">
          {refusal.reason === 'dashboard.captions.tooLarge'
            ? t('dashboard.captions.tooLarge', { file: refusal.fileName })
            : t('dashboard.captions.refusedAt', { file: refusal.fileName, line: String(refusal.line), reason: t(refusal.reason) })}
        </p>
      )}
    </li>
  );
}
