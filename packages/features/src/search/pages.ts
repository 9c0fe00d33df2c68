// The app's own pages found by name (issue 39.10: 'Automation' and 'automação' found nothing, while the navigation
// offers a page of that name). A page is found by its name in the reader's language or by the word of its address
// ('automation', 'community'), shown by its name and opened at its path. Matching ignores case and accents.
import { navItems } from '../shell/navigation.ts';
import type { SearchHit } from './queries.ts';

/** Lower case without accents: 'Automação' and 'automacao' compare equal. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .toLowerCase();
}

/** Every page the navigation names, except home (every page leads there). */
const pages = navItems.flatMap((item) => [item, ...(item.children ?? [])]).filter((page) => page.path !== '/');

/** The pages whose name (`label`: the reader's language) or address holds the query. */
export function pageHits(query: string, label: (key: string) => string): SearchHit[] {
  const folded = foldText(query.trim());
  if (folded.length < 2) return [];
  return pages
    .filter((page) =>
      [label(page.labelKey), page.path.split('/').pop()!.replace(/-/g, ' ')].some((name) => foldText(name).includes(folded)),
    )
    .map((page) => ({
      kind: 'page',
      id: page.path,
      title: label(page.labelKey),
      snippet: null,
      context: null,
      course_slug: null,
      lesson_id: null,
      at_seconds: null,
      is_locked: false,
    }));
}
