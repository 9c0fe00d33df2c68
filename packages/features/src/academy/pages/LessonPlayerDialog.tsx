import { useCallback, useMemo, useState } from 'react';
import { Button, ChevronRightIcon, formatPlayerTime, VideoDialog, type SeekRequest } from '@academy/ui';
import { useT } from '../../i18n/index.ts';
import { useSession } from '../../session/index.ts';
import { supabase } from '../../backend/index.ts';
import { useForumName } from '../../community/useForumName.ts';
import { notify } from '../../shell/notify.ts';
import { LessonDiscussion, type AskFrom } from '../discussion/LessonDiscussion.tsx';
import { useCaptions } from '../data/captions.ts';
import { CaptionsMenu } from '../captions/CaptionsMenu.tsx';
import { TranscriptPanel } from '../captions/TranscriptPanel.tsx';
import { useCurrentCue } from '../captions/useCurrentCue.ts';
import { useLessonDiscussion } from '../discussion/useLessonDiscussion.ts';
import { lessonPath } from '../hooks/useLessonAddress.ts';
import type { useLessonPlayer } from '../hooks/useLessonPlayer.ts';
import type { PreviewAudience } from '../model/index.ts';
import { PLANS_PATH } from './paths.ts';

/**
 * The open lesson: the player with its question markers, captions and Copy link, the transcript beside it, and the
 * lesson's discussion under them.
 */
export function LessonPlayerDialog({
  courseSlug,
  preview = null,
  player,
  onClose,
  onDiscussionChanged,
}: {
  courseSlug: string;
  /** Staff's preview: the transcript's lines stay in it. */
  preview?: PreviewAudience | null;
  player: ReturnType<typeof useLessonPlayer>;
  onClose: () => void;
  /** A message was written or removed: the lesson cards' counts are read again. */
  onDiscussionChanged: () => void;
}) {
  const t = useT();
  const session = useSession();
  const open = player.open!;
  const discussion = useLessonDiscussion(open.lesson.id);
  const ownName = useForumName(supabase(), session.status === 'signedIn' ? (session.user?.id ?? null) : null);
  const [seek, setSeek] = useState<SeekRequest | undefined>();
  const [askFrom, setAskFrom] = useState<AskFrom | undefined>();
  const captions = useCaptions(open.lesson.id);
  const [currentCue, followCue] = useCurrentCue(captions.cues, open.startAtSeconds);
  const { onTimeUpdate } = player;
  const timeUpdate = useCallback(
    (currentSeconds: number, durationSeconds: number) => {
      onTimeUpdate(currentSeconds, durationSeconds);
      followCue(currentSeconds);
    },
    [onTimeUpdate, followCue],
  );
  const shownCaptions = useMemo(
    () =>
      captions.on && captions.language
        ? { language: captions.language, label: t(`academy.captions.language.${captions.language}`), cues: captions.cues }
        : null,
    [captions.on, captions.language, captions.cues, t],
  );
  const seekTo = (seconds: number) => setSeek({ seconds, key: Date.now() });
  const canAsk = discussion.status === 'ready' && session.status === 'signedIn' && session.role !== null;
  // The transcript shows once the lesson is known to have captions (or their read failed); a lesson without any looks
  // as it always did.
  const transcript =
    captions.status === 'error' || (captions.status === 'ready' && captions.language) ? (
      <TranscriptPanel
        status={captions.status}
        cues={captions.cues}
        language={captions.language}
        fallback={captions.fallback}
        currentIndex={currentCue}
        onRetry={captions.retry}
        onSeek={seekTo}
        lineHref={(seconds) => lessonPath(courseSlug, open.lesson.id, seconds, preview)}
        onCopyLink={(seconds) => void copyLink(seconds)}
        onAsk={
          canAsk
            ? (cue) => setAskFrom({ seconds: cue.start, quote: t('academy.transcript.quote', { text: cue.text }), key: Date.now() })
            : undefined
        }
      />
    ) : null;
  const changed =
    <A extends unknown[]>(action: (...args: A) => Promise<void>) =>
    async (...args: A) => {
      try {
        await action(...args);
      } finally {
        onDiscussionChanged();
      }
    };

  async function copyLink(atSeconds: number | null) {
    const address = `${window.location.origin}${lessonPath(courseSlug, open.lesson.id, atSeconds)}`;
    try {
      await navigator.clipboard.writeText(address);
      notify('success', t('academy.lessonLink.copied'));
    } catch {
      notify('error', t('academy.lessonLink.copyError'), address);
    }
  }

  return (
    <VideoDialog
      isOpen
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={open.lesson.title}
      source={open.source}
      fallbackHref={open.lesson.youtube_url ?? undefined}
      startAtSeconds={open.startAtSeconds}
      percent={player.percent}
      completion={player.completion}
      onMarkCompleted={player.markCompleted}
      onTimeUpdate={timeUpdate}
      onEnded={player.onEnded}
      progressNotice={player.saves ? undefined : <SignInToSave />}
      seek={seek}
      markers={discussion.markers.map((seconds) => ({
        seconds,
        label: t('academy.discussion.marker', { time: formatPlayerTime(seconds) }),
      }))}
      captions={shownCaptions}
      aside={transcript}
      actions={
        <>
          {captions.available.length > 0 ? (
            <CaptionsMenu available={captions.available} language={captions.language} on={captions.on} onChoose={captions.choose} />
          ) : null}
          <Button variant="outline" onPress={() => void copyLink(player.currentSeconds)}>
            {t('academy.lessonLink.copy')}
          </Button>
        </>
      }
      labels={{
        close: t('academy.video.close'),
        progress: t('academy.video.progress'),
        markCompleted: t('academy.video.markCompleted'),
        saving: t('academy.video.saving'),
        completed: t('academy.video.completed'),
        loadingPlayer: t('academy.video.loadingPlayer'),
        fullscreen: t('academy.video.fullscreen'),
        playerUnavailable: t('academy.video.playerUnavailable'),
        openLink: t('academy.video.openLink'),
        markers: t('academy.discussion.markers'),
      }}
    >
      <LessonDiscussion
        status={discussion.status}
        threads={discussion.threads}
        userId={session.user?.id ?? null}
        isStaff={session.isStaff}
        canWrite={session.status === 'signedIn' && session.role !== null}
        onRetry={discussion.retry}
        onSeek={seekTo}
        askFrom={askFrom}
        currentSeconds={player.currentSeconds}
        onPost={changed(discussion.post)}
        onEdit={discussion.edit}
        onHide={changed(discussion.hide)}
        onDelete={changed(discussion.remove)}
        plansHref={PLANS_PATH}
        forumName={ownName}
      />
    </VideoDialog>
  );
}

/** In the player, for a visitor: watching is not saved, and where to sign in so it is. */
function SignInToSave() {
  const t = useT();
  return (
    <>
      <span>{t('academy.video.signInToSave')}</span>
      <Button variant="outline" size="sm" href="/signin" iconEnd={<ChevronRightIcon />}>
        {t('academy.progress.signInAction')}
      </Button>
    </>
  );
}
