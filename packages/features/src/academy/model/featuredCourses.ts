/** The catalogue's category buttons, in the spec's order; 'all' shows every course. */
export const courseCategories = ['all', 'AI Development', 'Web Development', 'Game Development', 'Mobile Development'] as const;
export type CourseCategoryFilter = (typeof courseCategories)[number];
export type CourseCategory = Exclude<CourseCategoryFilter, 'all'>;

export const courseLevels = ['Beginner', 'Intermediate', 'Advanced'] as const;
export type CourseLevel = (typeof courseLevels)[number];

export type FeaturedCourse = {
  /** Message keys are academy.course.<key>.title / .description. */
  key: string;
  category: CourseCategory;
  level: CourseLevel;
  isPremium: boolean;
  href: string;
};

/** The 4 featured courses of /academy; 2 are premium (locked for non-subscribers). */
export const featuredCourses: readonly FeaturedCourse[] = [
  { key: 'coder-ai', category: 'AI Development', level: 'Beginner', isPremium: false, href: '/academy/coder-ai' },
  { key: 'gps-digital', category: 'Web Development', level: 'Beginner', isPremium: false, href: '/academy/gps-digital' },
  { key: 'game', category: 'Game Development', level: 'Intermediate', isPremium: true, href: '/academy/all' },
  { key: 'mobile', category: 'Mobile Development', level: 'Advanced', isPremium: true, href: '/academy/all' },
];

export function filterCourses(courses: readonly FeaturedCourse[], category: CourseCategoryFilter): FeaturedCourse[] {
  return category === 'all' ? [...courses] : courses.filter((course) => course.category === category);
}
