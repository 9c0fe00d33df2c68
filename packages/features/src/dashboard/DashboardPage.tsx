import type { ComponentType } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Tab, TabList, TabPanel, Tabs } from '@academy/ui';
import { useT } from '../i18n/index.ts';
import { dashboardTabs, tabFromSegment, tabPath, type DashboardTab } from './model/tabs.ts';
import { CommunityTab } from './tabs/CommunityTab.tsx';
import { CoursesTab } from './tabs/CoursesTab.tsx';
import { NewsletterTab } from './tabs/NewsletterTab.tsx';
import { OverviewTab } from './tabs/OverviewTab.tsx';
import { PromptsTab } from './tabs/PromptsTab.tsx';
import { ToolsTab } from './tabs/ToolsTab.tsx';
import { UsersTab } from './tabs/UsersTab.tsx';
import { VideosTab } from './tabs/VideosTab.tsx';
import * as styles from './Dashboard.css.ts';

const panels: Record<DashboardTab, ComponentType> = {
  overview: OverviewTab,
  users: UsersTab,
  courses: CoursesTab,
  videos: VideosTab,
  prompts: PromptsTab,
  tools: ToolsTab,
  community: CommunityTab,
  newsletter: NewsletterTab,
};

/** /dashboard/* (admin guard in the route table): the tab is the path segment, Overview by default. */
export function DashboardPage() {
  const t = useT();
  const navigate = useNavigate();
  const selected = tabFromSegment(useParams()['*']);
  return (
    <div className={styles.page}>
      <h1 className={styles.pageTitle}>{t('dashboard.title')}</h1>
      <Tabs selectedKey={selected} onSelectionChange={(key) => navigate(tabPath(tabFromSegment(String(key))))}>
        <TabList aria-label={t('dashboard.tabs.label')}>
          {dashboardTabs.map((tab) => (
            <Tab key={tab} id={tab}>
              {t(`dashboard.tabs.${tab}`)}
            </Tab>
          ))}
        </TabList>
        {dashboardTabs.map((tab) => {
          const Panel = panels[tab];
          return (
            <TabPanel key={tab} id={tab}>
              <Panel />
            </TabPanel>
          );
        })}
      </Tabs>
    </div>
  );
}
