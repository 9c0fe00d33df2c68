// The forum's pages as swr caches them (one entry per keyset page) and the pure changes made to them:
// likes flipped at once and put back on failure, topics added, changed or removed. Pure, so the rules are
// tested without React or a network.
import type { AuthorProfile, Topic } from './model.ts';
import type { TopicCursor } from './pagination.ts';

/** One keyset page with what the page needs beside the topics: their authors' names and the reader's likes. */
export type ForumPage = {
  topics: Topic[];
  nextCursor: TopicCursor | null;
  authors: Record<string, AuthorProfile>;
  /** Topic ids of this page the reader has liked. */
  liked: Record<string, true>;
};

export type LikeView = { liked: boolean; count: number };

/** What the page shows: every page's topics once (a topic that moved between pages is not repeated), authors, likes. */
export function forumView(pages: readonly ForumPage[]) {
  const topics: Topic[] = [];
  const seen = new Set<string>();
  const authors = new Map<string, AuthorProfile>();
  const likes: Record<string, LikeView> = {};
  for (const page of pages) {
    for (const [id, author] of Object.entries(page.authors)) authors.set(id, author);
    for (const topic of page.topics) {
      if (seen.has(topic.id)) continue;
      seen.add(topic.id);
      topics.push(topic);
      likes[topic.id] = { liked: page.liked[topic.id] === true, count: topic.likes_count };
    }
  }
  return { topics, authors, likes };
}

/**
 * The reader's like of a topic set to `liked`, its count moved by one (never below zero). Setting the state it
 * already has changes nothing, so the same call is the optimistic change, its confirmation and (with the old
 * value) its rollback, whatever else changed in the pages meanwhile.
 */
export function setLiked(pages: ForumPage[], topicId: string, liked: boolean): ForumPage[] {
  return mapPageOf(pages, topicId, (page) => {
    if ((page.liked[topicId] === true) === liked) return page;
    const { [topicId]: _dropped, ...others } = page.liked;
    return {
      ...page,
      liked: liked ? { ...others, [topicId]: true } : others,
      topics: page.topics.map((topic) =>
        topic.id === topicId ? { ...topic, likes_count: Math.max(0, topic.likes_count + (liked ? 1 : -1)) } : topic,
      ),
    };
  });
}

/** A topic just posted goes first (nobody has liked it yet), with its author's name when known. */
export function prependTopic(pages: ForumPage[], topic: Topic, authors: Record<string, AuthorProfile> = {}): ForumPage[] {
  const [first, ...rest] = pages;
  if (!first) return [{ topics: [topic], nextCursor: null, authors, liked: {} }];
  return [
    { ...first, topics: [topic, ...first.topics.filter((item) => item.id !== topic.id)], authors: { ...first.authors, ...authors } },
    ...rest,
  ];
}

/** Names learned after the topics (a new topic's author) join the first page. */
export function addAuthors(pages: ForumPage[], authors: Record<string, AuthorProfile>): ForumPage[] {
  const [first, ...rest] = pages;
  return first ? [{ ...first, authors: { ...first.authors, ...authors } }, ...rest] : pages;
}

export function updateTopic(pages: ForumPage[], topicId: string, change: Partial<Topic>): ForumPage[] {
  return mapPageOf(pages, topicId, (page) => ({
    ...page,
    topics: page.topics.map((topic) => (topic.id === topicId ? { ...topic, ...change } : topic)),
  }));
}

export function removeTopic(pages: ForumPage[], topicId: string): ForumPage[] {
  return pages.map((page) =>
    page.topics.some((topic) => topic.id === topicId) ? { ...page, topics: page.topics.filter((topic) => topic.id !== topicId) } : page,
  );
}

/** Changes only the page holding the topic; the others (and the array, when nothing changed) stay the same objects. */
function mapPageOf(pages: ForumPage[], topicId: string, change: (page: ForumPage) => ForumPage): ForumPage[] {
  const index = pages.findIndex((page) => page.topics.some((topic) => topic.id === topicId));
  const page = pages[index];
  if (!page) return pages;
  const next = change(page);
  return next === page ? pages : pages.with(index, next);
}
