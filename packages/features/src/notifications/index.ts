export { NotificationsMenu, NotificationsMenuView } from './NotificationsMenu.tsx';
export { requestNotificationMails } from './api.ts';
