import { useEffect, useRef } from 'react';
import { AlertCircleIcon, CheckIcon } from '../../icons/index.ts';
import { Button } from '../Button/Button.tsx';
import { Dialog } from '../Dialog/Dialog.tsx';
import { ProgressBar } from '../ProgressBar/ProgressBar.tsx';
import { FilePlayer, LinkEmbed, YouTubeEmbed, type PlayerEvents } from './players.tsx';
import * as styles from './VideoDialog.css.ts';

/** Where the video comes from: a YouTube id, an uploaded file, or a link used as it is. */
export type VideoDialogSource = { kind: 'youtube'; videoId: string } | { kind: 'file'; src: string } | { kind: 'link'; src: string };

export const completionStates = ['idle', 'saving', 'completed'] as const;
export type CompletionState = (typeof completionStates)[number];

export type VideoDialogLabels = {
  close: string;
  progress: string;
  markCompleted: string;
  saving: string;
  completed: string;
  loadingPlayer: string;
  playerUnavailable: string;
  openLink: string;
};

export const defaultVideoDialogLabels: VideoDialogLabels = {
  close: 'Close',
  progress: 'Video progress',
  markCompleted: 'Mark as Completed',
  saving: 'Saving...',
  completed: 'Completed!',
  loadingPlayer: 'Loading the player...',
  playerUnavailable: 'The video player could not be loaded.',
  openLink: 'Open the video in a new tab',
};

export type VideoDialogProps = PlayerEvents & {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  title: string;
  source: VideoDialogSource;
  /** The link to offer when the player cannot load (e.g. the YouTube page). */
  fallbackHref?: string;
  startAtSeconds?: number;
  /** 0-100, shown in the bar and as text. */
  percent: number;
  completion: CompletionState;
  onMarkCompleted: () => void;
  labels?: Partial<VideoDialogLabels>;
};

/** The lesson player: autoplay, progress bar with percent, 'Mark as Completed' -> 'Saving...' -> 'Completed!'. */
export function VideoDialog({
  isOpen,
  onOpenChange,
  title,
  source,
  fallbackHref,
  startAtSeconds = 0,
  percent,
  completion,
  onMarkCompleted,
  onTimeUpdate,
  onEnded,
  labels: labelOverrides,
}: VideoDialogProps) {
  const labels = { ...defaultVideoDialogLabels, ...labelOverrides };
  const body = useRef<HTMLDivElement>(null);
  // 'Completed!' disables the button that had focus; keep focus in the dialog so Escape still closes it.
  useEffect(() => {
    if (completion !== 'completed') return;
    const dialog = body.current?.closest<HTMLElement>('[role="dialog"]');
    if (dialog && (!document.activeElement || document.activeElement === document.body || !dialog.contains(document.activeElement)))
      dialog.focus();
  }, [completion]);
  const link = fallbackHref ?? (source.kind === 'youtube' ? `https://www.youtube.com/watch?v=${source.videoId}` : source.src);
  const unavailable = (
    <div className={styles.unavailable} role="alert">
      <AlertCircleIcon size={28} />
      <p>{labels.playerUnavailable}</p>
      <a className={styles.unavailableLink} href={link} target="_blank" rel="noreferrer">
        {labels.openLink}
      </a>
    </div>
  );
  const events = { onTimeUpdate, onEnded, title, startAtSeconds };

  return (
    <Dialog isOpen={isOpen} onOpenChange={onOpenChange} title={title} closeLabel={labels.close} size="xl">
      <div className={styles.body} ref={body}>
        {source.kind === 'youtube' ? (
          <YouTubeEmbed
            key={source.videoId}
            videoId={source.videoId}
            loadingLabel={labels.loadingPlayer}
            errorContent={unavailable}
            {...events}
          />
        ) : source.kind === 'file' ? (
          <FilePlayer key={source.src} src={source.src} errorContent={unavailable} {...events} />
        ) : (
          <LinkEmbed src={source.src} title={title} />
        )}
        <div className={styles.footer}>
          <ProgressBar
            className={styles.progress}
            label={labels.progress}
            value={percent}
            showValue
            tone={completion === 'completed' ? 'success' : 'primary'}
          />
          <div className={styles.actions}>
            <Button
              variant={completion === 'completed' ? 'outline' : 'primary'}
              isDisabled={completion === 'completed'}
              isLoading={completion === 'saving'}
              iconStart={completion === 'completed' ? <CheckIcon /> : undefined}
              onPress={onMarkCompleted}
            >
              {completion === 'saving' ? labels.saving : completion === 'completed' ? labels.completed : labels.markCompleted}
            </Button>
          </div>
        </div>
      </div>
    </Dialog>
  );
}
