import { describe, expect, it } from 'vitest';
import { normalizeMessage, questionSeconds, secondOf, threadsOf, type LessonMessage } from './model.ts';

const message = (id: string, created_at: string, extra: Partial<LessonMessage> = {}): LessonMessage => ({
  id,
  video_id: 'v',
  parent_id: null,
  kind: extra.parent_id ? null : 'question',
  author_id: 'a',
  body: id,
  at_seconds: null,
  is_hidden: false,
  by_staff: false,
  created_at,
  updated_at: null,
  author: null,
  ...extra,
});

describe('lesson discussion model', () => {
  it('groups replies under their question, both oldest first, and leaves out replies without their question', () => {
    const threads = threadsOf([
      message('r2', '2026-01-01T00:03:00Z', { parent_id: 'q1' }),
      message('q2', '2026-01-01T00:02:00Z', { at_seconds: 30 }),
      message('q1', '2026-01-01T00:01:00Z', { at_seconds: 95 }),
      message('r1', '2026-01-01T00:02:30Z', { parent_id: 'q1' }),
      message('orphan', '2026-01-01T00:04:00Z', { parent_id: 'hidden-question' }),
    ]);
    expect(threads.map((thread) => [thread.question.id, thread.replies.map((reply) => reply.id)])).toEqual([
      ['q1', ['r1', 'r2']],
      ['q2', []],
    ]);
  });

  it("markers: each visible question's second once, in order; notes have none", () => {
    const threads = threadsOf([
      message('a', '1', { at_seconds: 95 }),
      message('b', '2', { at_seconds: 30 }),
      message('c', '3', { at_seconds: 95 }),
      message('d', '4', { at_seconds: 50, is_hidden: true }),
      message('e', '5'),
      message('f', '6', { at_seconds: 130, kind: 'note' }),
    ]);
    // A note is not where someone got stuck: no marker.
    expect(questionSeconds(threads)).toEqual([30, 95]);
  });

  it('a message is trimmed text of 1 to 4000 characters; a time is a whole second', () => {
    expect(normalizeMessage('  hi  ')).toBe('hi');
    expect(normalizeMessage('   ')).toBeNull();
    expect(normalizeMessage('x'.repeat(4001))).toBeNull();
    expect(secondOf(95.9)).toBe(95);
    expect(secondOf(null)).toBeNull();
    expect(secondOf(Number.NaN)).toBeNull();
  });
});
