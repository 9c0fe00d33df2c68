import { describe, expect, it } from 'vitest';
import { likeReducer, type LikeState } from './likes.ts';

const loaded: LikeState = likeReducer({}, { type: 'loaded', entries: { a: { liked: false, count: 3 }, b: { liked: true, count: 1 } } });

describe('likeReducer', () => {
  it('likes and unlikes at once, counting up and down', () => {
    const liked = likeReducer(loaded, { type: 'toggled', topicId: 'a' });
    expect(liked.a).toEqual({ liked: true, count: 4, pending: true });
    const unliked = likeReducer(loaded, { type: 'toggled', topicId: 'b' });
    expect(unliked.b).toEqual({ liked: false, count: 0, pending: true });
  });

  it('keeps the new value when the server confirms', () => {
    const state = likeReducer(likeReducer(loaded, { type: 'toggled', topicId: 'a' }), { type: 'confirmed', topicId: 'a' });
    expect(state.a).toEqual({ liked: true, count: 4, pending: false });
  });

  it('rolls back to the previous value when the server refuses', () => {
    const like = likeReducer(likeReducer(loaded, { type: 'toggled', topicId: 'a' }), { type: 'failed', topicId: 'a' });
    expect(like.a).toEqual({ liked: false, count: 3, pending: false });
    const unlike = likeReducer(likeReducer(loaded, { type: 'toggled', topicId: 'b' }), { type: 'failed', topicId: 'b' });
    expect(unlike.b).toEqual({ liked: true, count: 1, pending: false });
  });

  it('ignores a second press while the first is in flight, so a user cannot like twice', () => {
    const once = likeReducer(loaded, { type: 'toggled', topicId: 'a' });
    expect(likeReducer(once, { type: 'toggled', topicId: 'a' })).toBe(once);
  });

  it('does not let a reload overwrite a pending optimistic value', () => {
    const pending = likeReducer(loaded, { type: 'toggled', topicId: 'a' });
    const reloaded = likeReducer(pending, { type: 'loaded', entries: { a: { liked: false, count: 3 } } });
    expect(reloaded.a).toEqual({ liked: true, count: 4, pending: true });
  });

  it('ignores confirmations and failures for topics without a pending change', () => {
    expect(likeReducer(loaded, { type: 'failed', topicId: 'a' })).toBe(loaded);
    expect(likeReducer(loaded, { type: 'confirmed', topicId: 'zzz' })).toBe(loaded);
  });

  it('never counts below zero', () => {
    const odd = likeReducer({}, { type: 'loaded', entries: { c: { liked: true, count: 0 } } });
    expect(likeReducer(odd, { type: 'toggled', topicId: 'c' }).c?.count).toBe(0);
  });
});
