// The forum's state on swr: keyset pages of topics with useSWRInfinite, and the reader's likes changed at once
// with an optimistic `mutate` that is put back when the server refuses.
import { useCallback, useEffect, useMemo, useRef } from 'react';
import useSWRInfinite from 'swr/infinite';
import type { SupabaseClient } from '@supabase/supabase-js';
import {
  addAuthors,
  forumView,
  prependTopic,
  removeTopic as withoutTopic,
  setLiked,
  updateTopic as withTopicChange,
  type ForumPage,
} from './forumPages.ts';
import type { Topic } from './model.ts';
import type { TopicCursor } from './pagination.ts';
import { fetchAuthorProfiles, fetchForumPage, likeTopic, unlikeTopic } from './queries.ts';

export type ForumStatus = 'loading' | 'ready' | 'error';
export type LikeOutcome = 'liked' | 'unliked' | 'likeFailed' | 'unlikeFailed' | 'ignored';

type ForumPageKey = readonly ['forum-topics', string | null, TopicCursor | null];

/**
 * The swr key of each page: per reader (their likes are in it) and per cursor, the last row of the page before.
 * No key after a page that was not full: there is nothing more to load.
 */
export function forumPageKey(userId: string | null) {
  return (index: number, previous: ForumPage | null): ForumPageKey | null => {
    if (index === 0) return ['forum-topics', userId, null];
    return previous?.nextCursor ? ['forum-topics', userId, previous.nextCursor] : null;
  };
}

// A change of the pages in memory only: the server already has it (or is being asked by the caller).
const local = { revalidate: false } as const;

export function useForum(client: SupabaseClient, userId: string | null) {
  const pages = useSWRInfinite(forumPageKey(userId), ([, reader, cursor]) => fetchForumPage(client, reader, cursor), {
    // Loading more fetches only the new page: refetching the first would move rows under the reader's eyes and
    // could overwrite a like still on its way. Retry is the reader's choice (the error state's button).
    revalidateFirstPage: false,
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
  const { data, error, isValidating, size, setSize, mutate } = pages;
  const view = useMemo(() => forumView(data ?? []), [data]);
  // toggleLike reads the latest likes without being recreated on every change.
  const likesRef = useRef(view.likes);
  useEffect(() => {
    likesRef.current = view.likes;
  }, [view.likes]);
  // One request per topic at a time, so a double press cannot like twice.
  const pending = useRef(new Set<string>());

  // A retry shows the loading state again until its answer, as a first load does.
  const status: ForumStatus = data ? 'ready' : error && !isValidating ? 'error' : 'loading';
  const lastPage = data?.at(-1);
  const hasMore = Boolean(lastPage?.nextCursor);
  const loadingMore = Boolean(data) && isValidating && size > (data?.length ?? 0);

  const reload = useCallback(() => void mutate(), [mutate]);

  const loadMore = useCallback(() => {
    if (!data || !hasMore || loadingMore) return;
    // A page that failed to load is asked for again; otherwise the next one.
    if (size > data.length) void mutate();
    else void setSize(size + 1);
  }, [data, hasMore, loadingMore, mutate, setSize, size]);

  /**
   * Flips the like at once, then asks the server; on failure puts the reader's like back and reports it.
   * The rollback sets the old value on the pages as they are now rather than swr's `rollbackOnError`, which
   * restores the whole cache from before and skips that when another change started since (a like of another
   * topic meanwhile would then keep a refused like on screen).
   */
  const toggleLike = useCallback(
    async (topicId: string): Promise<LikeOutcome> => {
      const entry = likesRef.current[topicId];
      if (!userId || !entry || pending.current.has(topicId)) return 'ignored';
      const liking = !entry.liked;
      pending.current.add(topicId);
      try {
        await mutate((current) => current && setLiked(current, topicId, liking), local);
        try {
          await (liking ? likeTopic : unlikeTopic)(client, userId, topicId);
        } catch {
          await mutate((current) => current && setLiked(current, topicId, !liking), local);
          return liking ? 'likeFailed' : 'unlikeFailed';
        }
        // Confirmed: the same change again, in case a page load that started before the press replaced it.
        await mutate((current) => current && setLiked(current, topicId, liking), local);
        return liking ? 'liked' : 'unliked';
      } finally {
        pending.current.delete(topicId);
      }
    },
    [client, mutate, userId],
  );

  const addTopic = useCallback(
    (topic: Topic) => {
      void mutate((current) => prependTopic(current ?? [], topic), local);
      if (topic.created_by)
        fetchAuthorProfiles(client, [topic.created_by]).then(
          (profiles) => void mutate((current) => current && addAuthors(current, Object.fromEntries(profiles)), local),
          () => {},
        );
    },
    [client, mutate],
  );

  const removeTopic = useCallback(
    (topicId: string) => void mutate((current) => current && withoutTopic(current, topicId), local),
    [mutate],
  );

  const updateTopic = useCallback(
    (topicId: string, change: Partial<Topic>) => void mutate((current) => current && withTopicChange(current, topicId, change), local),
    [mutate],
  );

  return {
    topics: view.topics,
    authors: view.authors,
    likes: view.likes,
    status,
    hasMore,
    loadingMore,
    loadMore,
    reload,
    toggleLike,
    addTopic,
    removeTopic,
    updateTopic,
  };
}
