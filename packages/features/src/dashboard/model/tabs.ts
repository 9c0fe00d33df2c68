// The dashboard's tabs and their URLs: /dashboard is Overview (the default), /dashboard/users etc.
export const dashboardTabs = ['overview', 'users', 'courses', 'videos', 'prompts', 'tools', 'community', 'newsletter'] as const;
export type DashboardTab = (typeof dashboardTabs)[number];
export const DEFAULT_TAB: DashboardTab = 'overview';

/** The tab named by the path segment after /dashboard; unknown or missing segments mean Overview. */
export function tabFromSegment(segment: string | undefined): DashboardTab {
  const value = segment?.split('/')[0]?.toLowerCase();
  return (dashboardTabs as readonly string[]).includes(value ?? '') ? (value as DashboardTab) : DEFAULT_TAB;
}

export function tabPath(tab: DashboardTab): string {
  return tab === DEFAULT_TAB ? '/dashboard' : `/dashboard/${tab}`;
}
