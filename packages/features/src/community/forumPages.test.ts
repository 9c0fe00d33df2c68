import { describe, expect, it } from 'vitest';
import { forumView, prependTopic, removeTopic, setLiked, updateTopic, type ForumPage } from './forumPages.ts';
import type { Topic } from './model.ts';
import { forumPageKey } from './useForum.ts';

const topic = (id: string, likes_count: number): Topic => ({
  id,
  title: `Topic ${id}`,
  content: '',
  category: 'general',
  type: 'discussion',
  is_hidden: false,
  created_by: null,
  created_at: '2026-11-20T10:00:00Z',
  comments_count: 0,
  likes_count,
});

const pages: ForumPage[] = [
  { topics: [topic('a', 3), topic('b', 1)], nextCursor: { created_at: '2026-11-20T10:00:00Z', id: 'b' }, authors: {}, liked: { b: true } },
  { topics: [topic('c', 0)], nextCursor: null, authors: {}, liked: { c: true } },
];

describe('setLiked', () => {
  it('likes and unlikes at once, counting up and down', () => {
    expect(forumView(setLiked(pages, 'a', true)).likes.a).toEqual({ liked: true, count: 4 });
    expect(forumView(setLiked(pages, 'b', false)).likes.b).toEqual({ liked: false, count: 0 });
  });

  it('rolls back to the previous value by setting it again', () => {
    expect(forumView(setLiked(setLiked(pages, 'a', true), 'a', false)).likes.a).toEqual({ liked: false, count: 3 });
    expect(forumView(setLiked(setLiked(pages, 'b', false), 'b', true)).likes.b).toEqual({ liked: true, count: 1 });
  });

  it('rolls back one topic without undoing another topic changed meanwhile', () => {
    const both = setLiked(setLiked(pages, 'a', true), 'c', false);
    const view = forumView(setLiked(both, 'a', false)).likes;
    expect(view.a).toEqual({ liked: false, count: 3 });
    expect(view.c).toEqual({ liked: false, count: 0 });
  });

  it('changes nothing when the like already has that state (a confirmation after a reload)', () => {
    expect(setLiked(pages, 'b', true)).toBe(pages);
    expect(setLiked(pages, 'unknown', true)).toBe(pages);
  });

  it('touches only the page that holds the topic', () => {
    const next = setLiked(pages, 'c', false);
    expect(next[0]).toBe(pages[0]);
    expect(next[1]).not.toBe(pages[1]);
  });

  it('never counts below zero', () => {
    expect(forumView(setLiked(pages, 'c', false)).likes.c?.count).toBe(0);
  });
});

describe('forum pages', () => {
  it('shows a topic that moved to the next page only once', () => {
    const moved: ForumPage[] = [pages[0]!, { ...pages[1]!, topics: [topic('b', 1), topic('c', 0)] }];
    expect(forumView(moved).topics.map((item) => item.id)).toEqual(['a', 'b', 'c']);
  });

  it('puts a new topic first, unliked, and keeps later pages', () => {
    const next = prependTopic(pages, topic('new', 0), { u1: { first_name: 'Ana' } });
    const view = forumView(next);
    expect(view.topics.map((item) => item.id)).toEqual(['new', 'a', 'b', 'c']);
    expect(view.likes.new).toEqual({ liked: false, count: 0 });
    expect(view.authors.get('u1')).toEqual({ first_name: 'Ana' });
    expect(forumView(prependTopic([], topic('only', 0))).topics).toHaveLength(1);
  });

  it('updates and removes a topic wherever it is', () => {
    expect(forumView(updateTopic(pages, 'c', { comments_count: 2 })).topics.at(-1)?.comments_count).toBe(2);
    expect(forumView(removeTopic(pages, 'a')).topics.map((item) => item.id)).toEqual(['b', 'c']);
  });
});

describe('forumPageKey', () => {
  it('keys pages per reader and cursor, and stops after a page that was not full', () => {
    const key = forumPageKey('u1');
    expect(key(0, null)).toEqual(['forum-topics', 'u1', null]);
    expect(key(1, pages[0]!)).toEqual(['forum-topics', 'u1', pages[0]!.nextCursor]);
    expect(key(2, pages[1]!)).toBeNull();
    expect(forumPageKey(null)(0, null)).toEqual(['forum-topics', null, null]);
  });
});
