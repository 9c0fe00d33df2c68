import { useEffect, useMemo, useRef, useState } from 'react';
import { Button, formatPlayerTime, loadYouTubeApi } from '@academy/ui';
import type { CaptionCue } from '../../academy/model/captionTypes.ts';
import { cueAt } from '../../academy/model/captions.ts';
import { parseYoutubeLink } from '../../academy/model/videoSource.ts';
import { useT } from '../../i18n/index.ts';
import * as styles from './Captions.css.ts';

/** The list shows this many cues at most: enough to check a file; the player reaches the rest. */
const LISTED_CUES = 500;
const POLL_MS = 250;

type Seek = { seconds: number; key: number };

const isVideoFile = (link: string) => /\.(mp4|webm|ogg|ogv|mov|m4v)(?:[?#].*)?$/i.test(link.trim());

/**
 * The captions of one language over the lesson, before anything is saved: the lesson's YouTube video or video file
 * with the cue of the moment drawn over it, and the cues with their times (pressing one moves the video there).
 * Without a playable link the frame stays dark and the list still shows each cue in the caption box.
 */
export function CaptionPreview({ cues, link, title, onClose }: { cues: CaptionCue[]; link: string; title: string; onClose: () => void }) {
  const t = useT();
  const [seconds, setSeconds] = useState(0);
  const [seek, setSeek] = useState<Seek | null>(null);
  const active = useMemo(() => cueAt(cues, seconds), [cues, seconds]);
  const source = link.trim() === '' ? null : isVideoFile(link) ? 'file' : parseYoutubeLink(link).kind === 'youtube' ? 'youtube' : null;
  const jump = (to: number) => {
    setSeconds(to);
    setSeek((previous) => ({ seconds: to, key: (previous?.key ?? 0) + 1 }));
  };
  return (
    <section className={styles.preview} aria-label={title}>
      <div className={styles.previewHead}>
        <h3 className={styles.previewTitle}>{title}</h3>
        <Button size="sm" variant="ghost" onPress={onClose}>
          {t('dashboard.captions.closePreview')}
        </Button>
      </div>
      <div className={styles.stage}>
        {source === 'youtube' ? (
          <YouTubePreview videoId={(parseYoutubeLink(link) as { videoId: string }).videoId} seek={seek} onTime={setSeconds} />
        ) : source === 'file' ? (
          <FilePreview src={link.trim()} seek={seek} onTime={setSeconds} />
        ) : (
          <p className={styles.noPlayer}>{t('dashboard.captions.noPlayer')}</p>
        )}
        <div className={styles.captionBox} data-testid="caption-preview-box">
          {active >= 0 && <span className={styles.captionText}>{cues[active]!.text}</span>}
        </div>
      </div>
      <ol className={styles.cueList} aria-label={t('dashboard.captions.cueList')}>
        {cues.slice(0, LISTED_CUES).map((cue, index) => (
          <li key={index}>
            <button
              type="button"
              className={styles.cue}
              aria-current={index === active ? 'true' : undefined}
              onClick={() => jump(cue.start)}
            >
              <span className={styles.cueTime}>{formatPlayerTime(cue.start)}</span>
              <span className={styles.cueText}>{cue.text}</span>
            </button>
          </li>
        ))}
      </ol>
      {cues.length > LISTED_CUES && <p className={styles.more}>{t('dashboard.captions.more', { count: cues.length - LISTED_CUES })}</p>}
    </section>
  );
}

function FilePreview({ src, seek, onTime }: { src: string; seek: Seek | null; onTime: (seconds: number) => void }) {
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (seek && video.current) video.current.currentTime = seek.seconds;
  }, [seek]);
  return (
    <video
      ref={video}
      className={styles.media}
      src={src}
      controls
      playsInline
      preload="metadata"
      onTimeUpdate={(event) => onTime(event.currentTarget.currentTime)}
      onSeeked={(event) => onTime(event.currentTarget.currentTime)}
    />
  );
}

type Player = { getCurrentTime(): number; seekTo(seconds: number, allowSeekAhead: boolean): void; destroy(): void };

/** The YouTube video through the IFrame API, its time read four times a second for the caption box. */
function YouTubePreview({ videoId, seek, onTime }: { videoId: string; seek: Seek | null; onTime: (seconds: number) => void }) {
  const host = useRef<HTMLDivElement>(null);
  const player = useRef<Player | null>(null);
  const report = useRef(onTime);
  // A line pressed before the player was ready is honoured once it is.
  const lastSeek = useRef(seek);
  useEffect(() => {
    report.current = onTime;
    lastSeek.current = seek;
  }, [onTime, seek]);
  useEffect(() => {
    let cancelled = false;
    let poll: number | undefined;
    loadYouTubeApi().then(
      (YT) => {
        if (cancelled || !host.current) return;
        const mount = document.createElement('div');
        host.current.replaceChildren(mount);
        new YT.Player(mount, {
          videoId,
          width: '100%',
          height: '100%',
          playerVars: { autoplay: 0, playsinline: 1, rel: 0, cc_load_policy: 0 },
          events: {
            onReady: (event) => {
              if (cancelled) return event.target.destroy();
              player.current = event.target;
              if (lastSeek.current) event.target.seekTo(lastSeek.current.seconds, true);
              poll = window.setInterval(() => player.current && report.current(player.current.getCurrentTime()), POLL_MS);
            },
          },
        });
      },
      // Offline or blocked: the frame stays dark, the cue list still drives the caption box.
      (error: unknown) => console.warn(error),
    );
    return () => {
      cancelled = true;
      window.clearInterval(poll);
      player.current?.destroy();
      player.current = null;
    };
  }, [videoId]);
  useEffect(() => {
    if (seek) player.current?.seekTo(seek.seconds, true);
  }, [seek]);
  return <div ref={host} className={styles.media} />;
}
