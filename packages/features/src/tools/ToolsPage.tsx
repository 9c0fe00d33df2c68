import { useMemo } from 'react';
import useSWR from 'swr';
import { useSearchParams } from 'react-router';
import { EmptyState, ErrorState, Spinner, Tab, TabList, TabPanel, Tabs, ToolCard } from '@academy/ui';
import { supabase } from '../backend/index.ts';
import { useT } from '../i18n/index.ts';
import { filterTools, readToolTab, safeExternalUrl, toolCategoryKey, toolTabs, writeToolTab, type Tool, type ToolTabId } from './tabs.ts';
import { fetchTools } from './queries.ts';
import * as styles from './ToolsPage.css.ts';

type Load = { status: 'loading' } | { status: 'error' } | { status: 'ready'; tools: Tool[] };

/** The swr key of the tools directory. */
export const TOOLS_KEY = 'tools';

/** /tools: the tools directory; the tabs filter by category and the chosen tab is in the URL. */
export function ToolsPage() {
  const t = useT();
  // A card names its category as its tab does, in the reader's language ('IA', not 'AI', in Portuguese).
  const categoryName = (category: string | null) => {
    const key = toolCategoryKey(category);
    return key ? t(key) : (category ?? '');
  };
  const [search, setSearch] = useSearchParams();
  const tab = readToolTab(search);
  // swr: one request however many times the page mounts, the directory kept while revisiting, no retries behind
  // the reader's back (the error state offers one). The directory is the same for every reader.
  const directory = useSWR(TOOLS_KEY, () => fetchTools(supabase()), { shouldRetryOnError: false, revalidateOnFocus: false });
  const failed = directory.error !== undefined && !directory.isValidating;
  const load = useMemo<Load>(
    () => (directory.data ? { status: 'ready', tools: directory.data } : failed ? { status: 'error' } : { status: 'loading' }),
    [directory.data, failed],
  );
  const retry = () => void directory.mutate();

  const visible = useMemo(() => (load.status === 'ready' ? filterTools(load.tools, tab) : []), [load, tab]);

  const content = (
    <>
      {load.status === 'loading' ? (
        <p className={styles.status} role="status">
          <Spinner size="sm" decorative /> {t('tools.loading')}
        </p>
      ) : load.status === 'error' ? (
        <ErrorState headingLevel={2} title={t('tools.loadError')} onRetry={retry} retryLabel={t('common.retry')} />
      ) : visible.length === 0 ? (
        <EmptyState headingLevel={2} title={t('tools.empty')} />
      ) : (
        <ul className={styles.grid}>
          {visible.map((tool) => (
            <li key={tool.id}>
              <ToolCard
                name={tool.name}
                category={categoryName(tool.category)}
                description={tool.description}
                logoUrl={safeExternalUrl(tool.logo_url) ?? (/^\/(?!\/)/.test(tool.logo_url ?? '') ? tool.logo_url : null)}
                logoAlt={t('tools.logoAlt', { name: tool.name })}
                tags={tool.tags ?? []}
                url={safeExternalUrl(tool.url)}
                visitLabel={t('tools.visit')}
                headingLevel={2}
              />
            </li>
          ))}
        </ul>
      )}
    </>
  );

  return (
    <div className={styles.page}>
      <header>
        <h1 className={styles.title}>{t('tools.title')}</h1>
        <p className={styles.subtitle}>{t('tools.subtitle')}</p>
      </header>
      <Tabs selectedKey={tab} onSelectionChange={(key) => setSearch(writeToolTab(search, String(key) as ToolTabId), { replace: true })}>
        <TabList aria-label={t('tools.tabs')}>
          {toolTabs.map((item) => (
            <Tab key={item.id} id={item.id}>
              {t(`tools.tab.${item.id}`)}
            </Tab>
          ))}
        </TabList>
        {/* One panel per tab so every tab's aria-controls names a panel; react-aria mounts only the selected one. */}
        {toolTabs.map((item) => (
          <TabPanel key={item.id} id={item.id}>
            {content}
          </TabPanel>
        ))}
      </Tabs>
    </div>
  );
}
