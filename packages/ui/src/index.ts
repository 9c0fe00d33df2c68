// @academy/ui public API. One export line per component folder; product components add theirs below.
import './styles.css.ts';

export * from './theme/index.ts';
export * from './icons/index.ts';
export { cx } from './utils/cx.ts';
// The app wraps its tree in it with react-router's navigate/useHref so every Link and href Button routes client-side.
export { RouterProvider } from 'react-aria-components';

export * from './components/Button/index.ts';
export * from './components/Spinner/index.ts';
export * from './components/VisuallyHidden/index.ts';
export * from './components/TextField/index.ts';
export * from './components/PasswordField/index.ts';
export * from './components/Checkbox/index.ts';
export * from './components/Switch/index.ts';
export * from './components/Select/index.ts';
export * from './components/Tabs/index.ts';
export * from './components/Dialog/index.ts';
export * from './components/Menu/index.ts';
export * from './components/Tooltip/index.ts';
export * from './components/Badge/index.ts';
export * from './components/Card/index.ts';
export * from './components/ProgressBar/index.ts';
export * from './components/Breadcrumb/index.ts';
export * from './components/Table/index.ts';
export * from './components/Avatar/index.ts';
export * from './components/Skeleton/index.ts';
export * from './components/EmptyState/index.ts';
export * from './components/ErrorState/index.ts';
export * from './components/Link/index.ts';
export * from './components/Sidebar/index.ts';
export * from './components/Toaster/index.ts';
export * from './components/TopBar/index.ts';
export * from './components/UserMenu/index.ts';

// Product components (owned by their domain engineers):
export * from './components/LessonCard/index.ts';
export * from './components/VideoDialog/index.ts';
export * from './components/CourseProgressCard/index.ts';
export * from './components/CertificateView/index.ts';
export * from './components/TopicTable/index.ts';
export * from './components/PromptCard/index.ts';
export * from './components/ToolCard/index.ts';
export * from './components/StatCard/index.ts';
export * from './components/PlanCard/index.ts';
export * from './components/Countdown/index.ts';
