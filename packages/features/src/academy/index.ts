// Academy and learning: pages for the route table, plus the pieces other areas may reuse.
export { HomePage } from './pages/HomePage.tsx';
export { AcademyCatalogue } from './pages/AcademyCatalogue.tsx';
export { CoursePage, CourseRoutePage } from './pages/CoursePage.tsx';
export { AutomationCourse } from './pages/AutomationCourse.tsx';
export { CertificatePage } from './pages/CertificatePage.tsx';
export { useCourse } from './hooks/useCourse.ts';
export * from './model/index.ts';
