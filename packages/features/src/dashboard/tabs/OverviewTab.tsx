import useSWR from 'swr';
import { BookIcon, StarIcon, StatCard, UsersIcon } from '@academy/ui';
import { useI18n } from '../../i18n/index.ts';
import { supabase } from '../../backend/index.ts';
import { fetchDashboardStats, zeroStats } from '../data/stats.ts';
import * as styles from '../Dashboard.css.ts';

/** SPEC 2 and 9: Total Users, Paid Users, Total Videos; 0 while loading or on error. */
export function OverviewTab() {
  const { t, format } = useI18n();
  const { data, error, isLoading } = useSWR('dashboard/stats', () => fetchDashboardStats(supabase()));
  const stats = data ?? zeroStats;
  const cards = [
    { key: 'totalUsers', icon: <UsersIcon size={20} />, value: stats.totalUsers },
    { key: 'paidUsers', icon: <StarIcon size={20} />, value: stats.paidUsers },
    { key: 'totalVideos', icon: <BookIcon size={20} />, value: stats.totalVideos },
  ] as const;
  return (
    <div className={styles.panel}>
      <div className={styles.stats}>
        {cards.map((card) => (
          <StatCard
            key={card.key}
            label={t(`dashboard.overview.${card.key}`)}
            value={format.number(card.value)}
            icon={card.icon}
            isLoading={isLoading}
          />
        ))}
      </div>
      {error && (
        <p role="alert" className={styles.inlineError}>
          {t('dashboard.overview.error')}
        </p>
      )}
    </div>
  );
}
