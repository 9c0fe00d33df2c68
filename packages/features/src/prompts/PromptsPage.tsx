import { useMemo, useState } from 'react';
import useSWR from 'swr';
import { useSearchParams } from 'react-router';
import { Badge, Button, Checkbox, EmptyState, ErrorState, PromptCard, Spinner, TextField } from '@academy/ui';
import { supabase } from '../backend/index.ts';
import { useT } from '../i18n/index.ts';
import { useSession } from '../session/SessionProvider.tsx';
import { notify } from '../shell/notify.ts';
import {
  collapsedSectionCount,
  filterPrompts,
  isPromptLocked,
  promptSections,
  promptTypes,
  readPromptFilters,
  toggleFilterValue,
  writePromptFilters,
  type CatalogPrompt,
  type PromptFilters,
} from './filters.ts';
import { fetchPromptCatalog } from './queries.ts';
import * as styles from './PromptsPage.css.ts';

type Load = { status: 'loading' } | { status: 'error' } | { status: 'ready'; prompts: CatalogPrompt[] };

/** The swr key of the prompt catalogue: per reader, since prompt_catalog masks premium text for non-subscribers. */
export const promptCatalogKey = (userId: string | null) => ['prompt_catalog', userId ?? 'visitor'] as const;

/** /prompts: the AI prompts library. Search and filters narrow the list and live in the URL. */
export function PromptsPage() {
  const t = useT();
  const [search, setSearch] = useSearchParams();
  const filters = useMemo(() => readPromptFilters(search), [search]);
  const [showAllSections, setShowAllSections] = useState(false);
  const [filtersOpen, setFiltersOpen] = useState(false);

  // swr: one request however many times the page mounts, the catalogue kept while revisiting, no retries behind
  // the reader's back (the error state offers one). A retry shows the loading state until its answer.
  const { user } = useSession();
  const catalog = useSWR(promptCatalogKey(user?.id ?? null), () => fetchPromptCatalog(supabase()), {
    shouldRetryOnError: false,
    revalidateOnFocus: false,
  });
  const failed = catalog.error !== undefined && !catalog.isValidating;
  const load = useMemo<Load>(
    () => (catalog.data ? { status: 'ready', prompts: catalog.data } : failed ? { status: 'error' } : { status: 'loading' }),
    [catalog.data, failed],
  );
  const retry = () => void catalog.mutate();

  // Typing replaces the history entry so Back leaves the page instead of undoing keystrokes.
  const setFilters = (next: PromptFilters) => setSearch(writePromptFilters(search, next), { replace: true });
  const visible = useMemo(() => (load.status === 'ready' ? filterPrompts(load.prompts, filters) : []), [load, filters]);
  const sections = showAllSections ? promptSections : promptSections.slice(0, collapsedSectionCount);

  const copy = async (prompt: CatalogPrompt) => {
    try {
      await navigator.clipboard.writeText(prompt.text ?? '');
      notify('success', t('prompts.copied'));
    } catch {
      notify('error', t('prompts.copyFailed'));
    }
  };

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div className={styles.titleLine}>
          <h1 className={styles.title}>{t('prompts.title')}</h1>
          <Badge variant="info">{t('prompts.beta')}</Badge>
        </div>
        <p className={styles.subtitle}>{t('prompts.subtitle')}</p>
      </header>

      <div className={styles.layout}>
        <div>
          <div className={styles.filterToggle}>
            <Button
              variant="outline"
              size="sm"
              onPress={() => setFiltersOpen((open) => !open)}
              aria-expanded={filtersOpen}
              aria-controls="prompt-filters"
            >
              {filtersOpen ? t('prompts.hideFilters') : t('prompts.showFilters')}
            </Button>
          </div>
          <div id="prompt-filters" className={styles.filters} data-open={filtersOpen}>
            <fieldset className={styles.group}>
              <legend className={styles.legend}>{t('prompts.filter.type')}</legend>
              {promptTypes.map((type) => (
                <Checkbox
                  key={type}
                  isSelected={filters.types.includes(type)}
                  onChange={() => setFilters({ ...filters, types: toggleFilterValue(filters.types, type, promptTypes) })}
                >
                  {t(`prompts.type.${type}`)}
                </Checkbox>
              ))}
            </fieldset>
            <fieldset className={styles.group}>
              <legend className={styles.legend}>{t('prompts.filter.sections')}</legend>
              {sections.map((section) => (
                <Checkbox
                  key={section}
                  isSelected={filters.sections.includes(section)}
                  onChange={() => setFilters({ ...filters, sections: toggleFilterValue(filters.sections, section, promptSections) })}
                >
                  {section}
                </Checkbox>
              ))}
              <div>
                <Button variant="ghost" size="sm" onPress={() => setShowAllSections((all) => !all)}>
                  {showAllSections ? t('prompts.showLess') : t('prompts.showMore')}
                </Button>
              </div>
            </fieldset>
          </div>
        </div>

        <section className={styles.results} aria-labelledby="prompts-count">
          <div className={styles.toolbar}>
            <TextField
              className={styles.search}
              type="search"
              label={t('prompts.search.label')}
              placeholder={t('prompts.search.placeholder')}
              value={filters.query}
              onChange={(query) => setFilters({ ...filters, query })}
            />
            <p id="prompts-count" className={styles.count} aria-live="polite">
              {load.status === 'ready' ? t('prompts.count', { count: visible.length }) : null}
            </p>
          </div>

          {load.status === 'loading' ? (
            <p className={styles.status} role="status">
              <Spinner size="sm" decorative /> {t('prompts.loading')}
            </p>
          ) : load.status === 'error' ? (
            <ErrorState headingLevel={2} title={t('prompts.loadError')} onRetry={retry} retryLabel={t('common.retry')} />
          ) : visible.length === 0 ? (
            <EmptyState
              headingLevel={2}
              title={t('prompts.empty')}
              action={
                filters.query || filters.types.length || filters.sections.length ? (
                  <Button variant="outline" onPress={() => setFilters({ query: '', types: [], sections: [] })}>
                    {t('prompts.clearFilters')}
                  </Button>
                ) : undefined
              }
            />
          ) : (
            <ul className={styles.grid}>
              {visible.map((prompt) => (
                <li key={prompt.id}>
                  <PromptCard
                    title={prompt.title}
                    text={prompt.text}
                    typeLabel={prompt.type}
                    category={prompt.category}
                    authorLabel={t('prompts.by', { author: prompt.author?.trim() || t('prompts.unknownAuthor') })}
                    locked={isPromptLocked(prompt)}
                    copyLabel={t('prompts.copy')}
                    onCopy={() => copy(prompt)}
                    premiumLabel={t('prompts.premium')}
                    premiumTooltip={t('prompts.premiumTooltip')}
                    premiumHref="/plans"
                    lockedLabel={t('prompts.lockedText')}
                    headingLevel={2}
                  />
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </div>
  );
}
