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
  /** The course's own page; its lessons come from lesson_catalog by this slug. */
  slug: string;
  href: string;
  /** A course announced before its lessons are published: the month (YYYY-MM) its first lessons are planned for. */
  firstLessonsPlanned?: string;
};

/** The 4 featured courses of /academy; 2 are premium (locked for non-subscribers). */
export const featuredCourses: readonly FeaturedCourse[] = [
  { key: 'coder-ai', category: 'AI Development', level: 'Beginner', isPremium: false, slug: 'coder-ai', href: '/academy/coder-ai' },
  {
    key: 'gps-digital',
    category: 'Web Development',
    level: 'Beginner',
    isPremium: false,
    slug: 'gps-digital',
    href: '/academy/gps-digital',
  },
  // Announced premium courses: their pages say no lesson is published yet and when the first ones are planned.
  {
    key: 'game',
    category: 'Game Development',
    level: 'Intermediate',
    isPremium: true,
    slug: 'game-ai',
    href: '/academy/game-ai',
    firstLessonsPlanned: '2027-02',
  },
  {
    key: 'mobile',
    category: 'Mobile Development',
    level: 'Advanced',
    isPremium: true,
    slug: 'mobile-ai',
    href: '/academy/mobile-ai',
    firstLessonsPlanned: '2027-04',
  },
];

/** The featured course whose page is /academy/<slug>, if any. */
export function featuredCourseBySlug(slug: string): FeaturedCourse | undefined {
  return featuredCourses.find((course) => course.slug === slug);
}

export function filterCourses(courses: readonly FeaturedCourse[], category: CourseCategoryFilter): FeaturedCourse[] {
  return category === 'all' ? [...courses] : courses.filter((course) => course.category === category);
}
