// The forum's state: pages of topics (keyset), their authors, and the reader's likes with optimistic toggles.
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import type { SupabaseClient } from '@supabase/supabase-js';
import { likeReducer, type LikeState } from './likes.ts';
import type { AuthorProfile, Topic } from './model.ts';
import type { TopicCursor } from './pagination.ts';
import { fetchAuthorProfiles, fetchLikedTopicIds, fetchTopicPage, likeTopic, unlikeTopic } from './queries.ts';

export type ForumStatus = 'loading' | 'ready' | 'error';
export type LikeOutcome = 'liked' | 'unliked' | 'likeFailed' | 'unlikeFailed' | 'ignored';

export function useForum(client: SupabaseClient, userId: string | null) {
  const [topics, setTopics] = useState<Topic[]>([]);
  const [authors, setAuthors] = useState<Map<string, AuthorProfile>>(new Map());
  const [cursor, setCursor] = useState<TopicCursor | null>(null);
  const [status, setStatus] = useState<ForumStatus>('loading');
  const [loadingMore, setLoadingMore] = useState(false);
  const [likes, dispatch] = useReducer(likeReducer, {} as LikeState);
  // toggleLike reads the latest likes without being recreated on every change.
  const likesRef = useRef(likes);
  useEffect(() => {
    likesRef.current = likes;
  }, [likes]);
  // A reload (user change, retry) makes older in-flight page loads stale.
  const generation = useRef(0);

  const loadPage = useCallback(
    async (after: TopicCursor | null) => {
      const mine = generation.current;
      const page = await fetchTopicPage(client, after);
      const ids = page.topics.map((topic) => topic.id);
      const [profiles, liked] = await Promise.all([
        fetchAuthorProfiles(
          client,
          page.topics.map((topic) => topic.created_by),
        ),
        userId ? fetchLikedTopicIds(client, userId, ids) : Promise.resolve(new Set<string>()),
      ]);
      if (mine !== generation.current) return;
      setTopics((previous) => {
        const base = after ? previous : [];
        const seen = new Set(base.map((topic) => topic.id));
        return [...base, ...page.topics.filter((topic) => !seen.has(topic.id))];
      });
      setAuthors((previous) => new Map([...(after ? previous : []), ...profiles]));
      setCursor(page.nextCursor);
      dispatch({
        type: 'loaded',
        entries: Object.fromEntries(page.topics.map((topic) => [topic.id, { liked: liked.has(topic.id), count: topic.likes_count }])),
      });
    },
    [client, userId],
  );

  /** Loads the first page; state changes only when the answer arrives. */
  const loadFirstPage = useCallback(() => {
    generation.current += 1;
    loadPage(null).then(
      () => setStatus('ready'),
      () => setStatus('error'),
    );
  }, [loadPage]);

  useEffect(loadFirstPage, [loadFirstPage]);

  /** Retry after an error: show the loading state again, then load. */
  const reload = useCallback(() => {
    setStatus('loading');
    loadFirstPage();
  }, [loadFirstPage]);

  const loadMore = useCallback(async () => {
    if (!cursor || loadingMore) return;
    setLoadingMore(true);
    try {
      await loadPage(cursor);
    } finally {
      setLoadingMore(false);
    }
  }, [cursor, loadingMore, loadPage]);

  /** Flips the like at once, then asks the server; rolls back and reports on failure. */
  const toggleLike = useCallback(
    async (topicId: string): Promise<LikeOutcome> => {
      const entry = likesRef.current[topicId];
      if (!userId || !entry || entry.pending) return 'ignored';
      const liking = !entry.liked;
      dispatch({ type: 'toggled', topicId });
      try {
        await (liking ? likeTopic : unlikeTopic)(client, userId, topicId);
        dispatch({ type: 'confirmed', topicId });
        return liking ? 'liked' : 'unliked';
      } catch {
        dispatch({ type: 'failed', topicId });
        return liking ? 'likeFailed' : 'unlikeFailed';
      }
    },
    [client, userId],
  );

  const addTopic = useCallback(
    (topic: Topic) => {
      setTopics((previous) => [topic, ...previous]);
      dispatch({ type: 'loaded', entries: { [topic.id]: { liked: false, count: 0 } } });
      if (topic.created_by)
        fetchAuthorProfiles(client, [topic.created_by]).then(
          (profiles) => setAuthors((previous) => new Map([...previous, ...profiles])),
          () => {},
        );
    },
    [client],
  );

  const removeTopic = useCallback((topicId: string) => setTopics((previous) => previous.filter((topic) => topic.id !== topicId)), []);

  const updateTopic = useCallback((topicId: string, change: Partial<Topic>) => {
    setTopics((previous) => previous.map((topic) => (topic.id === topicId ? { ...topic, ...change } : topic)));
  }, []);

  return {
    topics,
    authors,
    likes,
    status,
    hasMore: cursor !== null,
    loadingMore,
    loadMore,
    reload,
    toggleLike,
    addTopic,
    removeTopic,
    updateTopic,
  };
}
