import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Button, formatPlayerTime, LinkIcon, media, MessageIcon } from '@academy/ui';
import { useT } from '../../i18n/index.ts';
import type { Locale } from '../../i18n/types.ts';
import type { CaptionCue } from '../model/captionTypes.ts';
import type { CaptionsStatus } from '../data/captions.ts';
import * as styles from './TranscriptPanel.css.ts';

export type TranscriptPanelProps = {
  status: CaptionsStatus;
  /** The cues of the shown language, in order of start. */
  cues: readonly CaptionCue[];
  language: Locale | null;
  /** The reader's language is missing: the panel says which language it shows instead. */
  fallback: boolean;
  /** The line of the player's time (-1: before the first). */
  currentIndex: number;
  onRetry: () => void;
  /** A line was pressed: the player goes to its start. */
  onSeek: (seconds: number) => void;
  /** The lesson's address at a second, which a line's link copies. */
  lineHref: (seconds: number) => string;
  onCopyLink: (seconds: number) => void;
  /** Ask a question from a line (absent: the reader cannot write in the discussion). */
  onAsk?: (cue: CaptionCue) => void;
};

// After the reader scrolls or moves through the lines, the list stops following the player for a while.
const FOLLOW_PAUSE_MS = 5000;

/**
 * The lesson's transcript: a list of its lines with their times; the line being spoken is marked and kept in view
 * (without motion for readers who ask for less), a press or Enter on a line seeks there, its link copies the lesson
 * address at that second, and a question can start from it. One tab stop: the arrow keys move between lines.
 */
export function TranscriptPanel(props: TranscriptPanelProps) {
  const t = useT();
  const headingId = useId();
  const { status, cues, language, fallback } = props;
  return (
    <section className={styles.root} aria-labelledby={headingId} data-testid="transcript">
      <div className={styles.header}>
        <h3 id={headingId} className={styles.heading}>
          {t('academy.transcript.title')}
        </h3>
        {fallback && language ? (
          <p className={styles.fallback} data-testid="transcript-fallback">
            {t('academy.transcript.fallback', { language: t(`academy.captions.language.${language}`) })}
          </p>
        ) : null}
      </div>
      {status === 'error' ? (
        <div className={styles.state} role="alert">
          <p>{t('academy.transcript.loadError')}</p>
          <Button size="sm" variant="outline" onPress={props.onRetry}>
            {t('common.retry')}
          </Button>
        </div>
      ) : (
        <TranscriptLines {...props} cues={cues} language={language} labelledBy={headingId} />
      )}
    </section>
  );
}

function TranscriptLines({
  cues,
  language,
  currentIndex,
  onSeek,
  lineHref,
  onCopyLink,
  onAsk,
  labelledBy,
}: TranscriptPanelProps & { labelledBy: string }) {
  const t = useT();
  const hintId = useId();
  const scroller = useRef<HTMLDivElement>(null);
  const lastInteraction = useRef(0);
  // The line that holds the list's tab stop once the reader moved through the lines; until then, the spoken one.
  const [focusIndex, setFocusIndex] = useState<number | null>(null);
  const stop = Math.min(focusIndex ?? Math.max(currentIndex, 0), cues.length - 1);

  const lineAt = (index: number) => scroller.current?.querySelectorAll<HTMLElement>('[data-line]')[index] ?? null;
  const reveal = (line: HTMLElement, centred: boolean) => {
    const box = scroller.current;
    if (!box) return;
    const top = line.offsetTop;
    const bottom = top + line.offsetHeight;
    if (top >= box.scrollTop && bottom <= box.scrollTop + box.clientHeight) return;
    const reduce = window.matchMedia(media.reducedMotion).matches;
    box.scrollTo({ top: centred ? top - box.clientHeight / 3 : top, behavior: reduce || !centred ? 'auto' : 'smooth' });
  };

  // Follow the player: the spoken line comes into view inside the list only (never the page or the dialog around it),
  // unless the reader is busy in the list.
  useEffect(() => {
    if (currentIndex < 0) return;
    const box = scroller.current;
    if (!box || box.contains(document.activeElement)) return;
    if (Date.now() - lastInteraction.current < FOLLOW_PAUSE_MS) return;
    const line = lineAt(currentIndex);
    if (line) reveal(line, true);
  }, [currentIndex]);

  const move = (event: KeyboardEvent<HTMLOListElement>) => {
    const from = focusIndex ?? stop;
    const to =
      event.key === 'ArrowDown'
        ? from + 1
        : event.key === 'ArrowUp'
          ? from - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? cues.length - 1
              : null;
    if (to === null) return;
    event.preventDefault();
    const index = Math.max(0, Math.min(cues.length - 1, to));
    setFocusIndex(index);
    lastInteraction.current = Date.now();
    const line = lineAt(index);
    if (!line) return;
    line.querySelector<HTMLElement>('[data-line-seek]')?.focus({ preventScroll: true });
    reveal(line, false);
  };

  if (cues.length === 0) return null;
  const pause = () => (lastInteraction.current = Date.now());
  return (
    <div className={styles.scroller} ref={scroller} onWheel={pause} onTouchMove={pause}>
      <p id={hintId} hidden>
        {t('academy.transcript.keys')}
      </p>
      <ol className={styles.list} aria-labelledby={labelledBy} aria-describedby={hintId} onKeyDown={move}>
        {cues.map((cue, index) => {
          const time = formatPlayerTime(cue.start);
          const tabIndex = index === stop ? 0 : -1;
          const isCurrent = index === currentIndex;
          return (
            <li
              key={`${cue.start}-${index}`}
              data-line
              data-current={isCurrent || undefined}
              aria-current={isCurrent ? 'time' : undefined}
              className={isCurrent ? `${styles.line} ${styles.current}` : styles.line}
            >
              <button
                type="button"
                data-line-seek
                className={styles.seek}
                tabIndex={tabIndex}
                onFocus={() => setFocusIndex(index)}
                onClick={() => onSeek(cue.start)}
              >
                <time className={styles.time} dateTime={`PT${Math.floor(cue.start)}S`}>
                  {time}
                </time>{' '}
                <span className={styles.text} lang={language ?? undefined}>
                  {cue.text}
                </span>
              </button>
              <a
                className={styles.tool}
                href={lineHref(cue.start)}
                tabIndex={tabIndex}
                aria-label={t('academy.transcript.copyLink', { time })}
                title={t('academy.transcript.copyLink', { time })}
                onFocus={() => setFocusIndex(index)}
                onClick={(event) => {
                  // A plain press copies; a press with a modifier opens the address as any link does.
                  if (event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
                  event.preventDefault();
                  onCopyLink(cue.start);
                }}
              >
                <LinkIcon />
              </a>
              {onAsk ? (
                <button
                  type="button"
                  className={styles.tool}
                  tabIndex={tabIndex}
                  aria-label={t('academy.transcript.ask', { time })}
                  title={t('academy.transcript.ask', { time })}
                  onFocus={() => setFocusIndex(index)}
                  onClick={() => onAsk(cue)}
                >
                  <MessageIcon />
                </button>
              ) : null}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
