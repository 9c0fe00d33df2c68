// The bell in the top bar (issue 21): the signed-in member's unread count, polled cheaply (a HEAD
// count each minute), announced to screen readers when it changes; opening it lists the latest
// notifications, each a link to the lesson at the second its thread is about. Opening one marks it
// read; "mark all read" marks the rest.
import { Button as AriaButton, Dialog, DialogTrigger, Link, Popover } from 'react-aria-components';
import { BellIcon, Button, Spinner, VisuallyHidden } from '@academy/ui';
import { useState } from 'react';
import useSWR from 'swr';
import { supabase } from '../backend/index.ts';
import { useI18n } from '../i18n/index.ts';
import { useSession } from '../session/SessionProvider.tsx';
import { fetchNotifications, fetchUnreadCount, markRead, notificationHref, UNREAD_POLL_MS, type FeedNotification } from './api.ts';
import * as styles from './NotificationsMenu.css.ts';

function useNotifications(userId: string | undefined, open: boolean) {
  const unread = useSWR(userId ? ['notifications/unread', userId] : null, () => fetchUnreadCount(supabase()), {
    refreshInterval: UNREAD_POLL_MS,
    refreshWhenHidden: false,
  });
  const list = useSWR(userId && open ? ['notifications/list', userId] : null, () => fetchNotifications(supabase()));
  const refresh = async (read: () => Promise<void>) => {
    try {
      await read();
    } finally {
      await Promise.all([unread.mutate(), list.mutate()]);
    }
  };
  return { unread, list, refresh };
}

function NotificationList({ list, onOpen }: { list: ReturnType<typeof useNotifications>['list']; onOpen: (n: FeedNotification) => void }) {
  const { t, format } = useI18n();
  if (list.error) {
    return (
      <div className={styles.state} role="alert">
        <p>{t('notifications.error')}</p>
        <Button variant="outline" size="sm" onPress={() => void list.mutate()}>
          {t('notifications.retry')}
        </Button>
      </div>
    );
  }
  if (!list.data) {
    return (
      <p className={styles.state} role="status">
        <Spinner size="sm" decorative /> {t('notifications.loading')}
      </p>
    );
  }
  if (list.data.length === 0) return <p className={styles.state}>{t('notifications.empty')}</p>;
  return (
    <ul className={styles.list} data-testid="notification-list">
      {list.data.map((n) => {
        const name =
          n.actor_name?.trim() || [n.actor_first_name, n.actor_last_name].filter(Boolean).join(' ') || t('notifications.someone');
        return (
          <li key={n.id}>
            <Link href={notificationHref(n)} className={`${styles.item} ${n.read_at ? '' : styles.unread}`} onPress={() => onOpen(n)}>
              <span>{t('notifications.reply', { name, lesson: n.video_title })}</span>
              <span className={styles.meta}>
                <time dateTime={n.created_at}>{format.date(n.created_at, { dateStyle: 'medium', timeStyle: 'short' })}</time>
                {!n.read_at && <span className={styles.dot}>● {t('notifications.unreadMark')}</span>}
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

/** The bell of one member (stories mount it directly, open or closed). */
export function NotificationsMenuView({ userId, defaultOpen = false }: { userId: string; defaultOpen?: boolean }) {
  const { t } = useI18n();
  const label = t('notifications.bell');
  const [open, setOpen] = useState(defaultOpen);
  const { unread, list, refresh } = useNotifications(userId, open);
  const count = unread.data ?? 0;
  const countText = t('notifications.unread', { count });
  return (
    <DialogTrigger isOpen={open} onOpenChange={setOpen}>
      <AriaButton className={styles.trigger} aria-label={count > 0 ? `${label}, ${countText}` : label} data-testid="notifications-bell">
        <BellIcon size={20} aria-hidden="true" />
        {count > 0 && (
          <span className={styles.count} aria-hidden="true" data-testid="notifications-count">
            {count > 99 ? '99+' : count}
          </span>
        )}
      </AriaButton>
      {/* Polite: a new count is said once, when the member pauses, never repeated on each poll. */}
      <VisuallyHidden>
        <span aria-live="polite" data-testid="notifications-live">
          {unread.data !== undefined && count > 0 ? countText : ''}
        </span>
      </VisuallyHidden>
      <Popover className={styles.popover} placement="bottom end" offset={8}>
        <Dialog className={styles.dialog} aria-label={t('notifications.title')}>
          {({ close }) => (
            <>
              <div className={styles.header}>
                <h2 className={styles.title}>{t('notifications.title')}</h2>
                {count > 0 && (
                  <Button variant="ghost" size="sm" onPress={() => void refresh(() => markRead(supabase()))}>
                    {t('notifications.markAllRead')}
                  </Button>
                )}
              </div>
              <NotificationList
                list={list}
                onOpen={(n) => {
                  close();
                  if (!n.read_at) void refresh(() => markRead(supabase(), [n.id]));
                }}
              />
            </>
          )}
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}

/** The bell for the signed-in member; nothing for visitors. */
export function NotificationsMenu() {
  const { status, user } = useSession();
  if (status !== 'signedIn' || !user) return null;
  return <NotificationsMenuView userId={user.id} />;
}
