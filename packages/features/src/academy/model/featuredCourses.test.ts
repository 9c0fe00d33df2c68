import { describe, expect, it } from 'vitest';
import { courseCategories, featuredCourseBySlug, featuredCourses, filterCourses } from './featuredCourses.ts';

describe('featured courses', () => {
  it('has 4 courses, 2 of them premium', () => {
    expect(featuredCourses).toHaveLength(4);
    expect(featuredCourses.filter((course) => course.isPremium)).toHaveLength(2);
  });

  it('filters by category, and All Courses shows every course', () => {
    expect(filterCourses(featuredCourses, 'all')).toHaveLength(4);
    expect(filterCourses(featuredCourses, 'Web Development').map((course) => course.key)).toEqual(['gps-digital']);
    for (const category of courseCategories.slice(1)) expect(filterCourses(featuredCourses, category).length).toBeGreaterThan(0);
  });

  it('gives every course its own page (never the catalogue again); courses without lessons say when they are planned', () => {
    for (const course of featuredCourses) {
      expect(course.href).toBe(`/academy/${course.slug}`);
      expect(featuredCourseBySlug(course.slug)).toBe(course);
    }
    expect(
      featuredCourses.filter((course) => course.isPremium).every((course) => /^\d{4}-\d{2}$/.test(course.firstLessonsPlanned ?? '')),
    ).toBe(true);
  });
});
