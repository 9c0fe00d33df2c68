import { topicCategories } from '../community/model.ts';
import { toolCategoryKey } from '../tools/tabs.ts';
import type { SearchHit } from './queries.ts';

/**
 * What the line under a hit's title names, in the reader's language: a forum topic's category and a tool's category
 * are stored as ids ('general', 'Communication') and read through the catalog, as the forum and /tools name them (the
 * walk of issue 39 found 'general' and 'Communication' in the Portuguese results); a course title, a prompt's type or a
 * category staff typed themselves is shown as it comes.
 */
export function searchContextLabel(hit: Pick<SearchHit, 'kind' | 'context'>, t: (key: string) => string): string | null {
  const context = hit.context?.trim();
  if (!context) return null;
  if (hit.kind === 'topic') {
    const id = context.toLowerCase();
    return (topicCategories as readonly string[]).includes(id) ? t(`community.category.${id}`) : context;
  }
  if (hit.kind === 'tool') {
    const key = toolCategoryKey(context);
    return key ? t(key) : context;
  }
  return context;
}
