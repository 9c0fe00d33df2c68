import { describe, expect, it } from 'vitest';
import { announcedMonth, categoryName, courseCategories, filterCourses, levelName, monthYearLabel } from './catalogue.ts';

describe('catalogue rules', () => {
  it("names categories and levels in the reader's language; a value the spec does not list shows as stored", () => {
    const t = (key: string) => `<${key}>`;
    expect(categoryName('AI Development', t)).toBe('<academy.category.ai>');
    expect(categoryName('all', t)).toBe('<academy.category.all>');
    expect(categoryName('Robotics', t)).toBe('Robotics');
    expect(categoryName('toString', t)).toBe('toString');
    expect(levelName('Advanced', t)).toBe('<academy.level.Advanced>');
    expect(levelName('Expert', t)).toBe('Expert');
  });

  const courses = [
    { slug: 'a', category: 'AI Development' as const },
    { slug: 'w', category: 'Web Development' as const },
    { slug: 'n', category: null },
  ];
  it('filters by the spec category buttons; all shows every course', () => {
    expect(courseCategories[0]).toBe('all');
    expect(filterCourses(courses, 'all')).toHaveLength(3);
    expect(filterCourses(courses, 'Web Development').map((course) => course.slug)).toEqual(['w']);
    expect(filterCourses(courses, 'Game Development')).toEqual([]);
  });

  it("shows an announced course's month only when staff set one, never a published course's", () => {
    expect(announcedMonth({ state: 'announced', planned_month: '2027-02-01' })).toBe('2027-02');
    expect(announcedMonth({ state: 'announced', planned_month: null })).toBeNull();
    expect(announcedMonth({ state: 'published', planned_month: '2027-02-01' })).toBeNull();
  });

  it('names months in Creole with the app’s own names, and in Portuguese and English with Intl', () => {
    expect(monthYearLabel('2027-02', 'ht')).toBe('fevriye 2027');
    expect(monthYearLabel('2027-07', 'ht')).toBe('jiyè 2027');
    expect(monthYearLabel('2027-02', 'pt')).toBe('fevereiro de 2027');
    expect(monthYearLabel('2027-02', 'en')).toBe('February 2027');
  });
});
