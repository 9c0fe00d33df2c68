// The shell itself lives in @academy/features/shell (it needs the session and the catalogs); the app only places it.
export { AppLayout } from '@academy/features/shell/AppLayout.tsx';
