import { describe, expect, it } from 'vitest';
import { courseCategories, featuredCourses, filterCourses } from './featuredCourses.ts';

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
});
