export { CourseProgressCard, type CourseProgressCardProps } from './CourseProgressCard.tsx';
