import { describe, expect, it } from 'vitest';
import { lessonsAsLearnerSees, previewAudienceOf, previewPath } from './preview.ts';
import type { CatalogLesson } from './types.ts';

const lesson = (id: string, fields: Partial<CatalogLesson> = {}): CatalogLesson => ({
  id,
  title: id,
  description: null,
  youtube_url: `https://www.youtube.com/watch?v=${id.padEnd(11, 'x')}`,
  video_url: null,
  thumbnail_url: null,
  is_private: false,
  module_id: 'm1',
  module_title: 'Modil',
  module_position: 1,
  position: 1,
  created_at: '2026-11-20T10:00:00Z',
  course_slug: 'draft',
  course_title: 'Draft',
  is_locked: false,
  ...fields,
});

describe('preview as a learner', () => {
  it('is for staff only, and only for the two audiences', () => {
    expect(previewAudienceOf('?preview=free', true)).toBe('free');
    expect(previewAudienceOf('?preview=subscribed', true)).toBe('subscribed');
    expect(previewAudienceOf('?preview=free', false)).toBeNull();
    expect(previewAudienceOf('?preview=staff', true)).toBeNull();
    expect(previewAudienceOf('', true)).toBeNull();
    expect(previewPath('kou-a', 'free')).toBe('/academy/kou-a?preview=free');
  });

  it("leaves out the lessons in no module and locks a free learner's premium lessons, without links", () => {
    const rows = [lesson('a'), lesson('b', { is_private: true, video_url: 'https://x/v.webm' }), lesson('c', { module_id: null })];
    const free = lessonsAsLearnerSees(rows, 'free');
    expect(free.map((row) => row.id)).toEqual(['a', 'b']);
    expect(free[1]).toMatchObject({ is_locked: true, youtube_url: null, video_url: null });
    expect(free[0]).toBe(rows[0]);
    const subscribed = lessonsAsLearnerSees(rows, 'subscribed');
    expect(subscribed.map((row) => row.id)).toEqual(['a', 'b']);
    expect(subscribed[1]).toBe(rows[1]);
  });
});
