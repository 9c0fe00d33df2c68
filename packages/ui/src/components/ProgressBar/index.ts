export { ProgressBar, progressTones, type ProgressBarProps, type ProgressTone } from './ProgressBar.tsx';
