import { useEffect, useState } from 'react';
import useSWR from 'swr';
import { Badge, Button, EmptyState, ErrorState, Skeleton, Table, TextField, type TableColumn } from '@academy/ui';
import { useT } from '../../i18n/index.ts';
import { supabase } from '../../backend/index.ts';
import { useSession } from '../../session/SessionProvider.tsx';
import { banUser, fetchUsersPage, unbanUser, updateUserRole, USERS_PAGE_SIZE, type DashboardUser, type UserRole } from '../data/users.ts';
import { roleChoices } from '../model/roleChoices.ts';
import { authorDisplayName } from '../model/author.ts';
import { pageCount } from '../model/userSearch.ts';
import { ConfirmDialog } from '../parts/ConfirmDialog.tsx';
import { ManagerHeader } from '../parts/ManagerHeader.tsx';
import { useDashboardAction } from '../useDashboardAction.ts';
import * as styles from '../Dashboard.css.ts';

const SEARCH_DELAY_MS = 300;

function useDebounced(value: string, delay: number) {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

export function UsersTab() {
  const t = useT();
  const run = useDashboardAction();
  const session = useSession();
  const currentUserId = session.user?.id ?? null;
  const viewer = { id: currentUserId, role: session.role };
  const [search, setSearch] = useState('');
  const query = useDebounced(search.trim(), SEARCH_DELAY_MS);
  // The page belongs to the query it was chosen for: a new search starts again on the first page.
  const [paging, setPaging] = useState({ query, page: 0 });
  const page = paging.query === query ? paging.page : 0;
  const setPage = (next: number) => setPaging({ query, page: next });

  const { data, error, isLoading, mutate } = useSWR(['dashboard/users', query, page], () => fetchUsersPage(supabase(), query, page), {
    keepPreviousData: true,
  });
  const pages = pageCount(data?.total ?? 0, USERS_PAGE_SIZE);

  const changeRole = (user: DashboardUser, role: UserRole) =>
    run(() => updateUserRole(supabase(), user.id, role), 'dashboard.users.roleUpdated', 'dashboard.users.roleFailed').then(() => mutate());
  // Banning locks a person out: it is confirmed first. Unbanning is harmless and immediate.
  const [toBan, setToBan] = useState<DashboardUser | null>(null);
  const ban = (user: DashboardUser) =>
    run(() => banUser(supabase(), user.id), 'dashboard.users.statusUpdated', 'dashboard.users.statusFailed').then(() => mutate());
  const unban = (user: DashboardUser) =>
    run(() => unbanUser(supabase(), user.id), 'dashboard.users.statusUpdated', 'dashboard.users.statusFailed').then(() => mutate());
  const isStaff = (user: DashboardUser) => user.role === 'master' || user.role === 'instructor';

  const columns: TableColumn<DashboardUser>[] = [
    {
      id: 'user',
      header: t('dashboard.users.email'),
      isRowHeader: true,
      cell: (user) => (
        <span className={styles.userName}>
          <span>{user.email}</span>
          <span className={styles.muted}>{authorDisplayName({ ...user, email: null })}</span>
        </span>
      ),
    },
    {
      id: 'role',
      header: t('dashboard.users.role'),
      cell: (user) => {
        // Only what the server allows this viewer (one's own row and, for an instructor, a master's are read-only).
        const choices = roleChoices(viewer, user);
        return (
          <select
            className={styles.nativeSelect}
            aria-label={`${t('dashboard.users.role')}: ${user.email ?? user.id}`}
            value={user.role}
            disabled={choices.length < 2}
            onChange={(event) => void changeRole(user, event.target.value as UserRole)}
          >
            {choices.map((role) => (
              <option key={role} value={role}>
                {t(`dashboard.users.role.${role}`)}
              </option>
            ))}
          </select>
        );
      },
    },
    {
      id: 'type',
      header: t('dashboard.users.type'),
      hideOnMobile: true,
      cell: (user) => (
        <span className={styles.actions}>
          <Badge variant={user.type === 'paid' ? 'premium' : 'neutral'}>{t(`dashboard.users.type.${user.type}`)}</Badge>
          {user.banned_until && <Badge variant="danger">{t('dashboard.users.banned')}</Badge>}
        </span>
      ),
    },
    {
      id: 'actions',
      header: t('dashboard.users.actions'),
      align: 'end',
      cell: (user) =>
        user.banned_until ? (
          <Button
            size="sm"
            variant="outline"
            onPress={() => void unban(user)}
            aria-label={`${t('dashboard.users.unban')}: ${user.email ?? user.id}`}
          >
            {t('dashboard.users.unban')}
          </Button>
        ) : (
          <Button
            size="sm"
            variant="danger"
            // Staff accounts and one's own cannot be banned (the server refuses both too).
            isDisabled={isStaff(user) || user.id === currentUserId}
            onPress={() => setToBan(user)}
            aria-label={`${t('dashboard.users.ban')}: ${user.email ?? user.id}`}
          >
            {t('dashboard.users.ban')}
          </Button>
        ),
    },
  ];

  return (
    <div className={styles.panel}>
      <ManagerHeader title={t('dashboard.tabs.users')} />
      <div className={styles.toolbar}>
        <TextField className={styles.search} type="search" label={t('dashboard.users.search')} value={search} onChange={setSearch} />
        {data && <p className={styles.muted}>{t('dashboard.users.count', { count: data.total })}</p>}
      </div>
      {error && !data ? (
        <ErrorState title={t('dashboard.users.error')} onRetry={() => void mutate()} retryLabel={t('common.retry')} />
      ) : isLoading && !data ? (
        <Skeleton height="12rem" />
      ) : data && data.rows.length === 0 ? (
        // SPEC's 'No users found matching your search.' answers a search; without one there is simply nobody yet.
        <EmptyState title={query ? t('dashboard.users.empty') : t('dashboard.users.none')} />
      ) : (
        <div className={styles.usersTable}>
          <Table aria-label={t('dashboard.tabs.users')} columns={columns} rows={data?.rows ?? []} getRowId={(user) => user.id} />
        </div>
      )}
      <ConfirmDialog
        message={toBan ? t('dashboard.users.banConfirm', { email: toBan.email ?? toBan.id }) : null}
        confirmLabel={t('dashboard.users.ban')}
        onConfirm={() => (toBan ? ban(toBan) : Promise.resolve())}
        onClose={() => setToBan(null)}
      />
      {pages > 1 && (
        <nav className={styles.paging} aria-label={t('dashboard.paging.range', { page: page + 1, pages })}>
          <Button size="sm" variant="outline" isDisabled={page === 0} onPress={() => setPage(page - 1)}>
            {t('dashboard.paging.previous')}
          </Button>
          <span className={styles.muted}>{t('dashboard.paging.range', { page: page + 1, pages })}</span>
          <Button size="sm" variant="outline" isDisabled={page + 1 >= pages} onPress={() => setPage(page + 1)}>
            {t('dashboard.paging.next')}
          </Button>
        </nav>
      )}
    </div>
  );
}
