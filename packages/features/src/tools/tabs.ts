// Tabs of the tools page. The chosen tab lives in the URL (?tab=ai) and really filters by category.

export const toolTabs = [
  { id: 'all', category: null },
  { id: 'ai', category: 'AI' },
  { id: 'development', category: 'Development' },
  { id: 'design', category: 'Design' },
  { id: 'backend', category: 'Backend' },
  { id: 'communication', category: 'Communication' },
] as const;
export type ToolTabId = (typeof toolTabs)[number]['id'];

export type Tool = {
  id: string;
  name: string;
  description: string | null;
  category: string | null;
  url: string | null;
  logo_url: string | null;
  tags: string[] | null;
  created_at: string;
};

const tabParam = 'tab';

export function readToolTab(search: URLSearchParams): ToolTabId {
  const value = search.get(tabParam)?.trim().toLowerCase();
  return toolTabs.find((tab) => tab.id === value)?.id ?? 'all';
}

/** The default tab is not written, so /tools stays the canonical address of "All Tools". */
export function writeToolTab(search: URLSearchParams, tab: ToolTabId): URLSearchParams {
  const next = new URLSearchParams(search);
  if (tab === 'all') next.delete(tabParam);
  else next.set(tabParam, tab);
  return next;
}

export function filterTools<T extends Pick<Tool, 'category'>>(tools: readonly T[], tab: ToolTabId): T[] {
  const category = toolTabs.find((item) => item.id === tab)?.category;
  if (!category) return [...tools];
  return tools.filter((tool) => tool.category?.trim().toLowerCase() === category.toLowerCase());
}

/**
 * The catalog key naming a tool's category in the reader's language (the tab's own name: 'AI' is 'IA' in Portuguese),
 * or null for a category staff typed that is not one of the tabs (shown as written).
 */
export function toolCategoryKey(category: string | null | undefined): `tools.tab.${ToolTabId}` | null {
  const wanted = category?.trim().toLowerCase();
  const tab = wanted ? toolTabs.find((item) => item.category?.toLowerCase() === wanted) : undefined;
  return tab ? `tools.tab.${tab.id}` : null;
}

/** Only http(s) links are rendered as 'Visit website'; anything else is not a safe target. */
export { safeHttpUrl as safeExternalUrl } from '../community/linkify.ts';
