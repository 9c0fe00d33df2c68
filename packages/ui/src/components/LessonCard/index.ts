export {
  LessonCard,
  lessonCardTone,
  lessonCardTones,
  type LessonCardProps,
  type LessonCardTone,
  type LessonCardVideo,
} from './LessonCard.tsx';
