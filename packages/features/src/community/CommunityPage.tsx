import { useCallback, useMemo, useState } from 'react';
import { Button, Dialog, EmptyState, ErrorState, Spinner, TopicTable, type TopicTableRow } from '@academy/ui';
import { supabase } from '../backend/index.ts';
import { useI18n, useT } from '../i18n/index.ts';
import { useSession } from '../session/index.ts';
import { notify } from '../shell/notify.ts';
import { CommentsPanel } from './CommentsPanel.tsx';
import { canComment, canCreateTopic, forumAuthorLabel, topicBadge } from './model.ts';
import { NewTopicDialog } from './NewTopicDialog.tsx';
import { deleteTopic, setTopicHidden } from './queries.ts';
import { RichText } from './RichText.tsx';
import { useForum } from './useForum.ts';
import { useForumName } from './useForumName.ts';
import * as styles from './CommunityPage.css.ts';

/** /community: the forum (SPEC 2, 4, 5, 6, 8). Anyone reads; members like, comment and post; staff moderate. */
export function CommunityPage() {
  const t = useT();
  const { format } = useI18n();
  const client = supabase();
  const session = useSession();
  const userId = session.user?.id ?? null;
  const forum = useForum(client, userId);
  const ownName = useForumName(client, userId);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const [creating, setCreating] = useState(false);
  const [toDelete, setToDelete] = useState<TopicTableRow | null>(null);
  const [deleting, setDeleting] = useState(false);

  // 'Authentication Required' (SPEC 8), then what signing in is for here: liking, or creating a topic (issue 39.9).
  const requireSignIn = useCallback(
    (detailKey: 'community.authRequiredDetail' | 'community.authRequiredCreateDetail' = 'community.authRequiredDetail') => {
      notify('error', t('community.authRequired'), t(detailKey));
    },
    [t],
  );

  const toggleExpanded = useCallback((topicId: string) => {
    setExpanded((previous) => {
      const next = new Set(previous);
      if (next.has(topicId)) next.delete(topicId);
      else next.add(topicId);
      return next;
    });
  }, []);

  const { toggleLike, updateTopic, removeTopic } = forum;
  const onToggleLike = useCallback(
    async (topicId: string) => {
      if (!userId) return requireSignIn();
      const outcome = await toggleLike(topicId);
      if (outcome === 'likeFailed') notify('error', t('community.likeFailed'));
      if (outcome === 'unlikeFailed') notify('error', t('community.unlikeFailed'));
    },
    [requireSignIn, t, toggleLike, userId],
  );

  const openNewTopic = () => {
    if (!userId) return requireSignIn('community.authRequiredCreateDetail');
    if (!canCreateTopic(session.role)) return notify('error', t('community.accessDenied'), t('community.accessDeniedDetail'));
    setCreating(true);
  };

  const onCommentPosted = useCallback(
    (topicId: string) => {
      const topic = forum.topics.find((item) => item.id === topicId);
      if (topic) updateTopic(topicId, { comments_count: topic.comments_count + 1 });
    },
    [forum.topics, updateTopic],
  );

  const toggleHidden = async (row: TopicTableRow) => {
    try {
      await setTopicHidden(client, row.id, !row.isHidden);
      updateTopic(row.id, { is_hidden: !row.isHidden });
      notify('success', row.isHidden ? t('community.nowVisible') : t('community.nowHidden'));
    } catch {
      notify('error', t('community.visibilityFailed'));
    }
  };

  const confirmDelete = async () => {
    if (!toDelete) return;
    setDeleting(true);
    try {
      await deleteTopic(client, toDelete.id);
      removeTopic(toDelete.id);
      notify('success', t('community.deleted'));
      setToDelete(null);
    } catch {
      notify('error', t('community.deleteFailed'));
    } finally {
      setDeleting(false);
    }
  };

  const rows = useMemo<TopicTableRow[]>(
    () =>
      forum.topics.map((topic) => {
        const like = forum.likes[topic.id];
        return {
          id: topic.id,
          title: topic.title,
          content: topic.content,
          badge: topicBadge(topic),
          authorName: forumAuthorLabel(
            (topic.created_by && forum.authors.get(topic.created_by)) || null,
            topic.created_by !== null && topic.created_by === userId,
            {
              you: t('community.you'),
              unknown: t('community.unknownUser'),
            },
          ),
          dateLabel: format.date(topic.created_at),
          commentsCount: topic.comments_count,
          likesCount: like?.count ?? topic.likes_count,
          liked: like?.liked ?? false,
          isHidden: topic.is_hidden,
        };
      }),
    [forum.topics, forum.likes, forum.authors, format, t, userId],
  );

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div>
          <h1 className={styles.title}>{t('community.title')}</h1>
          <p className={styles.subtitle}>{t('community.subtitle')}</p>
        </div>
        <div className={styles.headerActions}>
          {/* Signed out, 'New topic' still explains why it cannot open (SPEC); the way to sign in is right beside it. */}
          {session.status === 'signedOut' && (
            <Button variant="outline" href="/signin">
              {t('community.signInAction')}
            </Button>
          )}
          {/* Until the session and its role are known, a press would wrongly tell a member to sign in or refuse them. */}
          <Button
            onPress={openNewTopic}
            isDisabled={session.status === 'loading' || (session.status === 'signedIn' && session.roleStatus === 'loading')}
          >
            {t('community.newTopic')}
          </Button>
        </div>
      </header>

      {forum.status === 'loading' ? (
        <p className={styles.center} role="status">
          <Spinner size="sm" decorative /> {t('community.loading')}
        </p>
      ) : forum.status === 'error' ? (
        <ErrorState headingLevel={2} title={t('community.loadError')} onRetry={forum.reload} retryLabel={t('common.retry')} />
      ) : rows.length === 0 ? (
        <EmptyState headingLevel={2} title={t('community.empty')} />
      ) : (
        <>
          <TopicTable
            topics={rows}
            labels={{
              caption: t('community.title'),
              topic: t('community.column.topic'),
              author: t('community.column.author'),
              date: t('community.column.date'),
              comments: t('community.column.comments'),
              likes: t('community.column.likes'),
              actions: t('community.column.actions'),
              hidden: t('community.hiddenBadge'),
              like: t('community.like'),
              unlike: t('community.unlike'),
              likesCount: (count) => t('community.likes', { count }),
            }}
            expandedIds={expanded}
            onToggleExpanded={toggleExpanded}
            onToggleLike={onToggleLike}
            renderText={(text) => <RichText text={text} />}
            renderExpanded={(row) => (
              <CommentsPanel
                client={client}
                topicId={row.id}
                userId={userId}
                canComment={canComment(session.role)}
                forumName={ownName}
                onPosted={onCommentPosted}
              />
            )}
            renderActions={
              session.isStaff
                ? (row) => (
                    <>
                      <Button
                        size="sm"
                        variant="ghost"
                        onPress={() => toggleHidden(row)}
                        aria-label={`${row.isHidden ? t('community.show') : t('community.hide')}: ${row.title}`}
                      >
                        {row.isHidden ? t('community.show') : t('community.hide')}
                      </Button>
                      <Button
                        size="sm"
                        variant="danger"
                        onPress={() => setToDelete(row)}
                        aria-label={`${t('community.delete')}: ${row.title}`}
                      >
                        {t('community.delete')}
                      </Button>
                    </>
                  )
                : undefined
            }
          />
          {forum.hasMore && (
            <div className={styles.center}>
              <Button variant="outline" onPress={forum.loadMore} isLoading={forum.loadingMore}>
                {t('community.loadMore')}
              </Button>
            </div>
          )}
        </>
      )}

      {userId && (
        <NewTopicDialog
          client={client}
          userId={userId}
          forumName={ownName}
          isOpen={creating}
          onOpenChange={setCreating}
          onCreated={forum.addTopic}
        />
      )}

      <Dialog
        title={t('community.deleteTitle')}
        isOpen={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        closeLabel={t('common.close')}
        size="sm"
      >
        <p className={styles.confirmText}>{t('community.deleteConfirm')}</p>
        <div className={styles.formActions}>
          <Button variant="ghost" onPress={() => setToDelete(null)}>
            {t('common.cancel')}
          </Button>
          <Button variant="danger" onPress={confirmDelete} isLoading={deleting}>
            {t('community.delete')}
          </Button>
        </div>
      </Dialog>
    </div>
  );
}
