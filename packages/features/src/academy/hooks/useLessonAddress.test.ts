import { describe, expect, it } from 'vitest';
import type { CatalogLesson, ModuleState } from '../model/index.ts';
import { coursePagePath, lessonNotice, lessonPath, startSecondOf } from './useLessonAddress.ts';

const lesson = (id: string, playable: boolean): CatalogLesson =>
  ({
    id,
    title: id,
    youtube_url: playable ? 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' : null,
    video_url: null,
    is_private: !playable,
  }) as CatalogLesson;
const state = (unlocked: boolean, lessons: CatalogLesson[]): ModuleState =>
  ({ module: { key: String(Math.random()), title: 'm', lessons }, unlocked, complete: false }) as unknown as ModuleState;

describe('lesson addresses', () => {
  it('are /academy/<course>/<lesson> with ?t= when past the start', () => {
    expect(lessonPath('coder-ai', 'abc', 95.4)).toBe('/academy/coder-ai/abc?t=95');
    expect(lessonPath('coder-ai', 'abc', 0)).toBe('/academy/coder-ai/abc');
    expect(lessonPath('coder-ai', 'abc')).toBe('/academy/coder-ai/abc');
  });

  it("keep staff's preview on the lessons it opens and on the way back (issue 33)", () => {
    expect(lessonPath('coder-ai', 'abc', null, 'free')).toBe('/academy/coder-ai/abc?preview=free');
    expect(lessonPath('coder-ai', 'abc', 95, 'subscribed')).toBe('/academy/coder-ai/abc?preview=subscribed&t=95');
    expect(coursePagePath('coder-ai', 'free')).toBe('/academy/coder-ai?preview=free');
    expect(coursePagePath('coder-ai', null)).toBe('/academy/coder-ai');
  });

  it('read ?t= as seconds, or as YouTube-style 1m35s', () => {
    expect(startSecondOf('95')).toBe(95);
    expect(startSecondOf('1m35s')).toBe(95);
    expect(startSecondOf('1h')).toBe(3600);
    expect(startSecondOf('')).toBeNull();
    expect(startSecondOf('abc')).toBeNull();
    expect(startSecondOf(null)).toBeNull();
  });

  it('say why a lesson does not play: unknown, premium for this reader, or its module not open yet', () => {
    const states = [state(true, [lesson('free', true), lesson('premium', false)]), state(false, [lesson('later', true)])];
    expect(lessonNotice(states, 'free').notice).toBeNull();
    expect(lessonNotice(states, 'premium').notice).toBe('locked');
    expect(lessonNotice(states, 'later').notice).toBe('moduleLocked');
    expect(lessonNotice(states, 'nope')).toEqual({ lesson: null, notice: 'unknown' });
  });
});
