export { DashboardPage } from './DashboardPage.tsx';
export { dashboardTabs, tabFromSegment, tabPath, type DashboardTab } from './model/tabs.ts';
