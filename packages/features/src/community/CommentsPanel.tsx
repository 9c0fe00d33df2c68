import { useCallback, useEffect, useState, type FormEvent } from 'react';
import type { SupabaseClient } from '@supabase/supabase-js';
import { Button, Spinner } from '@academy/ui';
import { useI18n, useT } from '../i18n/index.ts';
import { notify } from '../shell/notify.ts';
import { forumAuthorLabel, normalizeComment, type TopicComment } from './model.ts';
import { ForumNameField, useForumNameStep } from './ForumNameField.tsx';
import type { ForumNameState } from './useForumName.ts';
import { fetchAuthorProfiles, fetchComments, postComment } from './queries.ts';
import { RichText } from './RichText.tsx';
import * as styles from './CommunityPage.css.ts';

export type CommentsPanelProps = {
  client: SupabaseClient;
  topicId: string;
  userId: string | null;
  /** The box is enabled only when the signed-in user has a role (SPEC 6). */
  canComment: boolean;
  /** The member's forum name; without one, the comment box asks for it (issue 20.5). */
  forumName: ForumNameState;
  onPosted: (topicId: string) => void;
};

/** The comments of one expanded topic, oldest first, and the comment box. */
export function CommentsPanel({ client, topicId, userId, canComment, forumName, onPosted }: CommentsPanelProps) {
  const t = useT();
  const nameStep = useForumNameStep(forumName);
  const { format } = useI18n();
  const [comments, setComments] = useState<TopicComment[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [draft, setDraft] = useState('');
  const [posting, setPosting] = useState(false);

  useEffect(() => {
    let live = true;
    fetchComments(client, topicId).then(
      (rows) => live && setComments(rows),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [client, topicId]);

  const submit = useCallback(
    async (event: FormEvent) => {
      event.preventDefault();
      if (!userId) {
        notify('error', t('community.authRequired'), t('community.authRequiredDetail'));
        return;
      }
      const content = normalizeComment(draft);
      if (!content) return;
      setPosting(true);
      try {
        if (!(await nameStep.saveIfAsked())) return;
        const row = await postComment(client, userId, topicId, content);
        const profiles = await fetchAuthorProfiles(client, [userId]).catch(() => new Map());
        setComments((previous) => [...(previous ?? []), { ...row, author: profiles.get(userId) ?? null }]);
        setDraft('');
        onPosted(topicId);
      } catch {
        notify('error', t('community.commentFailed'));
      } finally {
        setPosting(false);
      }
    },
    [client, draft, nameStep, onPosted, t, topicId, userId],
  );

  return (
    <section className={styles.comments} aria-label={t('community.column.comments')}>
      {failed ? (
        <p role="alert" className={styles.muted}>
          {t('community.comments.loadError')}
        </p>
      ) : comments === null ? (
        <p className={styles.muted}>
          <Spinner size="sm" decorative /> {t('community.comments.loading')}
        </p>
      ) : comments.length === 0 ? (
        <p className={styles.muted}>{t('community.comments.empty')}</p>
      ) : (
        <ol className={styles.commentList}>
          {comments.map((comment) => (
            <li key={comment.id} className={styles.comment}>
              <div className={styles.commentMeta}>
                <strong>
                  {forumAuthorLabel(comment.author, comment.created_by !== null && comment.created_by === userId, {
                    you: t('community.you'),
                    unknown: t('community.unknownUser'),
                  })}
                </strong>
                <time dateTime={comment.created_at}>{format.date(comment.created_at, { dateStyle: 'medium', timeStyle: 'short' })}</time>
              </div>
              <div className={styles.commentText}>
                <RichText text={comment.content} />
              </div>
            </li>
          ))}
        </ol>
      )}
      <form method="post" className={styles.commentForm} onSubmit={submit}>
        {canComment && <ForumNameField step={nameStep} />}
        <label className={styles.fieldLabel} htmlFor={`comment-${topicId}`}>
          {t('community.comment.label')}
        </label>
        <textarea
          id={`comment-${topicId}`}
          className={styles.textarea}
          rows={2}
          value={draft}
          disabled={!canComment || posting}
          placeholder={canComment ? t('community.comment.placeholder') : t('community.comment.signedOut')}
          onChange={(event) => setDraft(event.target.value)}
        />
        <div>
          {userId ? (
            <Button type="submit" size="sm" isDisabled={!canComment || normalizeComment(draft) === null} isLoading={posting}>
              {t('community.comment.submit')}
            </Button>
          ) : (
            // Signed out the box is disabled: instead of a Send button that looks active, the way to sign in.
            <Button size="sm" variant="outline" href="/signin">
              {t('community.signInAction')}
            </Button>
          )}
        </div>
      </form>
    </section>
  );
}
