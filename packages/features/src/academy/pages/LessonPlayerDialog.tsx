import { useState } from 'react';
import { Button, ChevronRightIcon, formatPlayerTime, VideoDialog, type SeekRequest } from '@academy/ui';
import { useT } from '../../i18n/index.ts';
import { useSession } from '../../session/index.ts';
import { supabase } from '../../backend/index.ts';
import { useForumName } from '../../community/useForumName.ts';
import { notify } from '../../shell/notify.ts';
import { LessonDiscussion } from '../discussion/LessonDiscussion.tsx';
import { useLessonDiscussion } from '../discussion/useLessonDiscussion.ts';
import { lessonPath } from '../hooks/useLessonAddress.ts';
import type { useLessonPlayer } from '../hooks/useLessonPlayer.ts';
import { PLANS_PATH } from './paths.ts';

/** The open lesson: the player with its question markers and Copy link, and the lesson's discussion under it. */
export function LessonPlayerDialog({
  courseSlug,
  player,
  onClose,
  onDiscussionChanged,
}: {
  courseSlug: string;
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
  const changed =
    <A extends unknown[]>(action: (...args: A) => Promise<void>) =>
    async (...args: A) => {
      try {
        await action(...args);
      } finally {
        onDiscussionChanged();
      }
    };

  async function copyLink() {
    const address = `${window.location.origin}${lessonPath(courseSlug, open.lesson.id, player.currentSeconds)}`;
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
      onTimeUpdate={player.onTimeUpdate}
      onEnded={player.onEnded}
      progressNotice={player.saves ? undefined : <SignInToSave />}
      seek={seek}
      markers={discussion.markers.map((seconds) => ({
        seconds,
        label: t('academy.discussion.marker', { time: formatPlayerTime(seconds) }),
      }))}
      actions={
        <Button variant="outline" onPress={() => void copyLink()}>
          {t('academy.lessonLink.copy')}
        </Button>
      }
      labels={{
        close: t('academy.video.close'),
        progress: t('academy.video.progress'),
        markCompleted: t('academy.video.markCompleted'),
        saving: t('academy.video.saving'),
        completed: t('academy.video.completed'),
        loadingPlayer: t('academy.video.loadingPlayer'),
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
        onSeek={(seconds) => setSeek({ seconds, key: Date.now() })}
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
