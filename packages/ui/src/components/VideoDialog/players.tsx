import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { Spinner } from '../Spinner/Spinner.tsx';
import * as styles from './VideoDialog.css.ts';
import { loadYouTubeApi, type YouTubePlayer } from './youtubeApi.ts';
import { captionTextAt, webVttOf, type VideoCaptions } from './captions.ts';

export type PlayerEvents = {
  /** Called about every second while playing, and on pause/seek. */
  onTimeUpdate?: (currentSeconds: number, durationSeconds: number) => void;
  onEnded?: (durationSeconds: number) => void;
};

/** A request to move the playhead; a new `key` repeats a seek to the same second. */
export type SeekRequest = { seconds: number; key: number };

type PlayerProps = PlayerEvents & {
  title: string;
  startAtSeconds: number;
  seek?: SeekRequest;
  /** The captions to show (none: off). */
  captions?: VideoCaptions | null;
};

/**
 * The cues as the video element's own text track (it draws them, in full screen too): a WebVTT file behind a blob:
 * address (the page's CSP allows blob: media), added while these cues are shown and removed with its address after.
 */
function useCaptionTrack(video: RefObject<HTMLVideoElement | null>, captions: VideoCaptions | null | undefined) {
  useEffect(() => {
    const element = video.current;
    if (!element || !captions) return;
    const url = URL.createObjectURL(new Blob([webVttOf(captions.cues)], { type: 'text/vtt' }));
    const track = Object.assign(document.createElement('track'), {
      kind: 'captions',
      src: url,
      srclang: captions.language,
      label: captions.label,
      default: true,
    });
    track.dataset.testid = 'lesson-captions-track';
    element.append(track);
    // `default` only counts while the video loads: a track added later is switched on here.
    track.track.mode = 'showing';
    return () => {
      track.remove();
      URL.revokeObjectURL(url);
    };
  }, [video, captions]);
}

/** An uploaded lesson file: HTML5 video, autoplay, resumed at the saved position. */
export function FilePlayer({
  src,
  title,
  startAtSeconds,
  onTimeUpdate,
  onEnded,
  errorContent,
  seek,
  captions,
}: PlayerProps & { src: string; errorContent: ReactNode }) {
  const [failed, setFailed] = useState(false);
  const video = useRef<HTMLVideoElement>(null);
  useCaptionTrack(video, failed ? null : captions);
  useEffect(() => {
    if (seek && video.current) video.current.currentTime = seek.seconds;
  }, [seek]);
  if (failed) return <>{errorContent}</>;
  return (
    <video
      ref={video}
      className={styles.media}
      src={src}
      title={title}
      autoPlay
      controls
      playsInline
      preload="metadata"
      data-testid="lesson-video"
      onLoadedMetadata={(event) => {
        const video = event.currentTarget;
        // Resume where the learner left it, unless that is the very end (then start over).
        if (startAtSeconds > 0 && startAtSeconds < video.duration - 1) video.currentTime = startAtSeconds;
      }}
      onTimeUpdate={(event) => onTimeUpdate?.(event.currentTarget.currentTime, event.currentTarget.duration)}
      onPause={(event) => onTimeUpdate?.(event.currentTarget.currentTime, event.currentTarget.duration)}
      onEnded={(event) => onEnded?.(event.currentTarget.duration)}
      onError={() => setFailed(true)}
    />
  );
}

// Four times a second, as a video element's timeupdate: often enough for captions drawn over the player to keep in
// time with speech (the progress save throttles itself).
const POLL_MS = 250;

/** A YouTube lesson through the IFrame Player API (autoplay, start at the saved second). */
export function YouTubeEmbed({
  videoId,
  title,
  startAtSeconds,
  onTimeUpdate,
  onEnded,
  loadingLabel,
  fullscreenLabel,
  errorContent,
  seek,
  captions,
}: PlayerProps & { videoId: string; loadingLabel: string; fullscreenLabel: string; errorContent: ReactNode }) {
  const host = useRef<HTMLDivElement>(null);
  const box = useRef<HTMLDivElement>(null);
  // With captions, YouTube's own full screen would show its frame alone, without the cues drawn over it: the lesson
  // goes full screen as a whole (frame and cues) through this button instead, and YouTube's button is hidden (fs: 0).
  const ownFullscreen = Boolean(captions) && typeof document !== 'undefined' && document.fullscreenEnabled;
  const playerRef = useRef<YouTubePlayer | null>(null);
  const [status, setStatus] = useState<'loading' | 'ready' | 'error'>('loading');
  // YouTube's frame cannot show our cues: the app draws them over it, at the time the IFrame API reports.
  const [seconds, setSeconds] = useState(startAtSeconds);
  const captionText = captions ? captionTextAt(captions.cues, seconds) : '';
  // The player lives across renders; its events call the latest handlers.
  const handlers = useRef({ onTimeUpdate, onEnded });
  useEffect(() => {
    handlers.current = {
      onTimeUpdate: (current, duration) => {
        setSeconds(current);
        onTimeUpdate?.(current, duration);
      },
      onEnded,
    };
  }, [onTimeUpdate, onEnded]);

  useEffect(() => {
    let player: YouTubePlayer | null = null;
    let poll: number | undefined;
    let cancelled = false;
    const report = () => player && handlers.current.onTimeUpdate?.(player.getCurrentTime(), player.getDuration());

    loadYouTubeApi().then(
      (YT) => {
        if (cancelled || !host.current) return;
        const mount = document.createElement('div');
        host.current.replaceChildren(mount);
        player = new YT.Player(mount, {
          videoId,
          width: '100%',
          height: '100%',
          playerVars: { autoplay: 1, start: Math.floor(startAtSeconds), playsinline: 1, rel: 0, ...(ownFullscreen ? { fs: 0 } : {}) },
          events: {
            onReady: (event) => {
              playerRef.current = event.target;
              setStatus('ready');
              event.target.playVideo();
              report();
            },
            onStateChange: (event) => {
              window.clearInterval(poll);
              if (event.data === YT.PlayerState.PLAYING) poll = window.setInterval(report, POLL_MS);
              else report();
              if (event.data === YT.PlayerState.ENDED) handlers.current.onEnded?.(event.target.getDuration());
            },
            onError: () => setStatus('error'),
          },
        });
      },
      () => !cancelled && setStatus('error'),
    );
    return () => {
      cancelled = true;
      window.clearInterval(poll);
      report();
      player?.destroy();
      playerRef.current = null;
    };
    // The player is created once per video; a new start position alone must not restart it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [videoId]);

  useEffect(() => {
    const player = playerRef.current;
    if (!seek || !player || status !== 'ready') return;
    player.seekTo(seek.seconds, true);
    handlers.current.onTimeUpdate?.(seek.seconds, player.getDuration());
  }, [seek, status]);

  if (status === 'error') return <>{errorContent}</>;
  return (
    <div ref={box} className={styles.frameBox}>
      <div ref={host} className={styles.frame} title={title} />
      {ownFullscreen ? (
        <button
          type="button"
          className={styles.fullscreenButton}
          aria-label={fullscreenLabel}
          title={fullscreenLabel}
          onClick={() => {
            if (document.fullscreenElement) void document.exitFullscreen();
            else void box.current?.requestFullscreen();
          }}
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="2">
            <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" />
          </svg>
        </button>
      ) : null}
      {captionText ? (
        <div className={styles.captionBox} lang={captions?.language} data-testid="lesson-captions-overlay">
          <span className={styles.caption}>{captionText}</span>
        </div>
      ) : null}
      {status === 'loading' ? (
        <div className={styles.frameOverlay}>
          <Spinner label={loadingLabel} />
        </div>
      ) : null}
    </div>
  );
}

/** A link that is not a YouTube id: the spec makes the original link the player source. */
export function LinkEmbed({ src, title }: { src: string; title: string }) {
  return (
    <div className={styles.frameBox}>
      <iframe className={styles.frame} src={src} title={title} allow="autoplay; encrypted-media; picture-in-picture" allowFullScreen />
    </div>
  );
}
