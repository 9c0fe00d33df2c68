import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { AlertCircleIcon, CheckIcon } from '../../icons/index.ts';
import { Button } from '../Button/Button.tsx';
import { Dialog } from '../Dialog/Dialog.tsx';
import { ProgressBar } from '../ProgressBar/ProgressBar.tsx';
import { FilePlayer, LinkEmbed, YouTubeEmbed, type PlayerEvents, type SeekRequest } from './players.tsx';
import type { VideoCaptions } from './captions.ts';
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
  /** The strip of question markers under the progress bar. */
  markers: string;
  /** The app's own full-screen button on a captioned YouTube lesson (YouTube's would leave the captions behind). */
  fullscreen: string;
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
  markers: 'Questions in this lesson',
  fullscreen: 'Full screen',
};

/** A point of the lesson where something was asked: a button on the timeline that seeks there. */
export type VideoMarker = { seconds: number; label: string };

/** m:ss (or h:mm:ss) for a time in a lesson. */
export function formatPlayerTime(totalSeconds: number): string {
  const whole = Math.max(0, Math.floor(totalSeconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const seconds = String(whole % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}

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
  /**
   * Shown instead of the progress bar and 'Mark as Completed' when nothing the viewer watches is saved (e.g. a
   * visitor: "Sign in to save your progress" with a link), so no percent seems to be kept that is not.
   */
  progressNotice?: ReactNode;
  labels?: Partial<VideoDialogLabels>;
  /** Moves the playhead (a timestamp of the discussion was pressed). */
  seek?: SeekRequest;
  /** Questions on the timeline; shown once the player knows the video's length. */
  markers?: readonly VideoMarker[];
  /** A marker was pressed; the dialog seeks there itself. */
  onMarkerPress?: (seconds: number) => void;
  /** Buttons beside 'Mark as Completed' (e.g. Copy link). */
  actions?: ReactNode;
  /**
   * Captions on the video (null or absent: off): an uploaded video's own text track, drawn over a YouTube player.
   * A link played as it is cannot show them.
   */
  captions?: VideoCaptions | null;
  /** A panel beside the player on wider screens and under it on a phone (e.g. the transcript). */
  aside?: ReactNode;
  /** Under the player: the lesson's discussion. */
  children?: ReactNode;
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
  progressNotice,
  labels: labelOverrides,
  seek: seekFromOutside,
  markers = [],
  onMarkerPress,
  actions,
  captions,
  aside,
  children,
}: VideoDialogProps) {
  const labels = { ...defaultVideoDialogLabels, ...labelOverrides };
  const [duration, setDuration] = useState(0);
  const [markerSeek, setMarkerSeek] = useState<SeekRequest | undefined>();
  // The latest of the two requests wins: keys grow with time.
  const seek = [seekFromOutside, markerSeek].reduce<SeekRequest | undefined>(
    (latest, request) => (request && (!latest || request.key > latest.key) ? request : latest),
    undefined,
  );
  const timeUpdate = useCallback(
    (currentSeconds: number, durationSeconds: number) => {
      if (Number.isFinite(durationSeconds) && durationSeconds > 0) setDuration(durationSeconds);
      onTimeUpdate?.(currentSeconds, durationSeconds);
    },
    [onTimeUpdate],
  );
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
      <a className={styles.unavailableLink} href={link} target="_blank" rel="noopener noreferrer">
        {labels.openLink}
      </a>
    </div>
  );
  const events = { onTimeUpdate: timeUpdate, onEnded, title, startAtSeconds, seek, captions };
  const withAside = aside !== undefined && aside !== null && aside !== false;
  // The parts keep one tree whether a panel is shown or not (a panel that arrives later must not restart the player);
  // only their places change.
  const area = (name: string) => (withAside ? name : undefined);
  const shownMarkers = duration > 0 ? markers.filter((marker) => marker.seconds <= duration) : [];

  return (
    <Dialog isOpen={isOpen} onOpenChange={onOpenChange} title={title} closeLabel={labels.close} size="xl">
      <div className={withAside ? styles.bodyWithAside : styles.body} ref={body}>
        <div className={area(styles.playerArea)}>
          {source.kind === 'youtube' ? (
            <YouTubeEmbed
              key={source.videoId}
              videoId={source.videoId}
              loadingLabel={labels.loadingPlayer}
              fullscreenLabel={labels.fullscreen}
              errorContent={unavailable}
              {...events}
            />
          ) : source.kind === 'file' ? (
            <FilePlayer key={source.src} src={source.src} errorContent={unavailable} {...events} />
          ) : (
            <LinkEmbed src={source.src} title={title} />
          )}
        </div>
        <div className={withAside ? `${styles.footer} ${styles.footerArea}` : styles.footer}>
          <div className={styles.progress}>
            {progressNotice ? (
              <div className={styles.notice}>{progressNotice}</div>
            ) : (
              <ProgressBar label={labels.progress} value={percent} showValue tone={completion === 'completed' ? 'success' : 'primary'} />
            )}
            {shownMarkers.length > 0 ? (
              <div className={styles.markers} role="group" aria-label={labels.markers} data-testid="question-markers">
                {shownMarkers.map((marker) => (
                  <button
                    key={`${marker.seconds}-${marker.label}`}
                    type="button"
                    className={styles.marker}
                    style={{ insetInlineStart: `${(marker.seconds / duration) * 100}%` }}
                    aria-label={marker.label}
                    title={marker.label}
                    data-seconds={marker.seconds}
                    onClick={() => {
                      setMarkerSeek({ seconds: marker.seconds, key: Date.now() });
                      onMarkerPress?.(marker.seconds);
                    }}
                  />
                ))}
              </div>
            ) : null}
          </div>
          <div className={styles.actions}>
            {actions}
            {progressNotice ? null : (
              <Button
                variant={completion === 'completed' ? 'outline' : 'primary'}
                isDisabled={completion === 'completed'}
                isLoading={completion === 'saving'}
                iconStart={completion === 'completed' ? <CheckIcon /> : undefined}
                onPress={onMarkCompleted}
              >
                {completion === 'saving' ? labels.saving : completion === 'completed' ? labels.completed : labels.markCompleted}
              </Button>
            )}
          </div>
        </div>
        {withAside ? (
          <div className={styles.aside}>
            <div className={styles.asideInner}>{aside}</div>
          </div>
        ) : null}
        {children ? <div className={area(styles.restArea)}>{children}</div> : null}
      </div>
    </Dialog>
  );
}
