import { useParams } from 'react-router';
import { CourseBuilder } from '../courses/CourseBuilder.tsx';
import { CourseList } from '../courses/CourseList.tsx';

/** /dashboard/courses lists the courses; /dashboard/courses/<id> opens one course's builder. */
export function CoursesTab() {
  const courseId = useParams()['*']?.split('/')[1];
  return courseId ? <CourseBuilder courseId={courseId} /> : <CourseList />;
}
