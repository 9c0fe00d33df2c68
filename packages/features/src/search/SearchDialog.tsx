import { Badge, Button, Dialog, formatPlayerTime, LockIcon, Spinner, VisuallyHidden } from '@academy/ui';
import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import useSWR from 'swr';
import { supabase } from '../backend/client.ts';
import { useI18n, useT } from '../i18n/index.ts';
import { useSession } from '../session/SessionProvider.tsx';
import { Highlighted } from './Highlighted.tsx';
import { searchContextLabel } from './contextLabel.ts';
import { searchHitHref } from './links.ts';
import { pageHits } from './pages.ts';
import { groupHits, MIN_QUERY_LENGTH, searchEverything, type SearchHit } from './queries.ts';
import { useDebounced } from './useDebounced.ts';
import * as styles from './SearchDialog.css.ts';

/** Short enough to stay inside the 150 ms to first results (bench/search.mjs), long enough to skip most keystrokes. */
const DEBOUNCE_MS = 60;

/** The swr key of a search: per reader, since what a search may find depends on who asks. */
export const searchKey = (userId: string | null, query: string, locale: string = 'ht') =>
  ['search_everything', userId ?? 'visitor', query, locale] as const;

export type SearchDialogProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The text the field starts with (stories). */
  initialQuery?: string;
};

/** Ctrl/Cmd+K's dialog: a combobox over everything search_everything() finds, grouped by kind. */
export function SearchDialog({ isOpen, onOpenChange, initialQuery = '' }: SearchDialogProps) {
  const t = useT();
  return (
    <Dialog title={t('search.title')} isOpen={isOpen} onOpenChange={onOpenChange} closeLabel={t('common.close')} size="lg">
      <SearchPanel initialQuery={initialQuery} onOpened={() => onOpenChange(false)} />
    </Dialog>
  );
}

function SearchPanel({ initialQuery, onOpened }: { initialQuery: string; onOpened: () => void }) {
  const t = useT();
  const navigate = useNavigate();
  const { user } = useSession();
  const [query, setQuery] = useState(initialQuery);
  const typed = query.trim();
  const settled = useDebounced(typed, DEBOUNCE_MS);
  const searchable = settled.length >= MIN_QUERY_LENGTH;
  const { locale } = useI18n();
  const search = useSWR(
    searchable ? searchKey(user?.id ?? null, settled, locale) : null,
    () => searchEverything(supabase(), settled, locale),
    {
      keepPreviousData: true,
      shouldRetryOnError: false,
      revalidateOnFocus: false,
    },
  );
  // The results shown belong to the settled query only when swr has answered it (keepPreviousData shows the last ones meanwhile).
  const answered = searchable && search.data !== undefined && !search.isLoading;
  const failed = searchable && search.error !== undefined && !search.isValidating;
  // The app's pages, found here by name, join the database's results once those are in (one list, one order).
  const hits = useMemo(
    () => (searchable && search.data ? [...search.data, ...pageHits(settled, (key) => t(key))] : []),
    [searchable, search.data, settled, t],
  );
  const groups = useMemo(() => groupHits(hits), [hits]);
  const flat = useMemo(() => groups.flatMap((group) => group.hits), [groups]);
  // The active option belongs to the results it was chosen in: new results start at the first.
  const [cursor, setCursor] = useState<{ hits: SearchHit[]; at: number }>({ hits, at: 0 });
  const active = cursor.hits === hits ? cursor.at : 0;
  const setActive = (at: number) => setCursor({ hits, at });

  const listId = useId();
  const optionId = (index: number) => `${listId}-option-${index}`;
  const open = (hit: SearchHit) => {
    onOpened();
    void navigate(searchHitHref(hit));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (flat.length === 0) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((active + step + flat.length) % flat.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const hit = flat[Math.min(active, flat.length - 1)];
      if (hit) open(hit);
    }
  };

  const loading = searchable && !failed && (search.isLoading || (search.isValidating && !answered) || settled !== typed);
  const announcement =
    !searchable || loading
      ? ''
      : failed
        ? t('search.error')
        : flat.length === 0
          ? t('search.empty', { query: settled })
          : t('search.count', { count: flat.length });
  const firstIndex = groups.map((_, g) => groups.slice(0, g).reduce((sum, group) => sum + group.hits.length, 0));

  return (
    <div className={styles.panel}>
      <input
        className={styles.input}
        role="combobox"
        aria-label={t('search.label')}
        aria-expanded={flat.length > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={flat.length > 0 ? optionId(Math.min(active, flat.length - 1)) : undefined}
        placeholder={t('search.placeholder')}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        onKeyDown={onKeyDown}
        autoFocus
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="search"
        type="search"
      />
      <VisuallyHidden>
        <span role="status" aria-live="polite">
          {announcement}
        </span>
      </VisuallyHidden>
      {typed.length < MIN_QUERY_LENGTH ? (
        <p className={styles.status}>{t('search.hint')}</p>
      ) : failed ? (
        <div className={styles.status}>
          <span>{t('search.error')}</span>
          <Button variant="secondary" size="sm" onPress={() => void search.mutate()}>
            {t('common.retry')}
          </Button>
        </div>
      ) : loading && flat.length === 0 ? (
        <p className={styles.status}>
          <Spinner size="sm" decorative /> {t('search.loading')}
        </p>
      ) : answered && flat.length === 0 ? (
        <p className={styles.status}>{t('search.empty', { query: settled })}</p>
      ) : null}
      <div
        id={listId}
        role="listbox"
        aria-label={t('search.label')}
        className={styles.listbox}
        aria-busy={loading}
        data-query={answered ? settled : undefined}
      >
        {groups.map((group, g) => (
          <div key={group.kind} role="group" aria-labelledby={`${listId}-${group.kind}`} className={styles.group}>
            <div id={`${listId}-${group.kind}`} role="presentation" className={styles.groupLabel}>
              {t(`search.group.${group.kind}`)}
            </div>
            {group.hits.map((hit, i) => {
              const at = firstIndex[g]! + i;
              return (
                <div
                  key={`${hit.kind}-${hit.id}`}
                  id={optionId(at)}
                  role="option"
                  aria-selected={at === active}
                  className={styles.option}
                  onMouseDown={(event) => event.preventDefault()}
                  onMouseMove={() => setActive(at)}
                  onClick={() => open(hit)}
                >
                  <span className={styles.optionTitle}>
                    {hit.is_locked && <LockIcon size={14} />}
                    <span>
                      <Highlighted text={hit.title} query={settled} />
                    </span>
                    {hit.is_locked && <Badge variant="premium">{t('search.locked')}</Badge>}
                  </span>
                  {(hit.context || hit.at_seconds !== null) && (
                    <span className={styles.optionMeta}>
                      {[
                        searchContextLabel(hit, t),
                        hit.kind !== 'lesson' && hit.at_seconds !== null
                          ? t('search.at', { time: formatPlayerTime(hit.at_seconds) })
                          : null,
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </span>
                  )}
                  {hit.snippet && (
                    <span className={styles.snippet}>
                      <Highlighted text={hit.snippet} query={settled} />
                    </span>
                  )}
                </div>
              );
            })}
          </div>
        ))}
      </div>
      {flat.length > 0 && <p className={styles.keys}>{t('search.keys')}</p>}
    </div>
  );
}
