import { describe, expect, it } from 'vitest';
import { filterTools, readToolTab, writeToolTab } from './tabs.ts';

const tools = [
  { id: '1', category: 'AI' },
  { id: '2', category: 'development' },
  { id: '3', category: 'Design' },
  { id: '4', category: null },
];

describe('tool tabs', () => {
  it('reads the tab from the URL, defaulting to all', () => {
    expect(readToolTab(new URLSearchParams('tab=Design'))).toBe('design');
    expect(readToolTab(new URLSearchParams('tab=unknown'))).toBe('all');
    expect(readToolTab(new URLSearchParams())).toBe('all');
  });

  it('writes the tab, omitting the default', () => {
    expect(writeToolTab(new URLSearchParams('x=1'), 'ai').toString()).toBe('x=1&tab=ai');
    expect(writeToolTab(new URLSearchParams('tab=ai'), 'all').toString()).toBe('');
  });

  it('filters by category case-insensitively; All Tools shows everything', () => {
    expect(filterTools(tools, 'all').map((t) => t.id)).toEqual(['1', '2', '3', '4']);
    expect(filterTools(tools, 'development').map((t) => t.id)).toEqual(['2']);
    expect(filterTools(tools, 'communication')).toEqual([]);
  });
});

describe("a tool's category in the reader's language (the walk of issue 39: 'AI' on a Portuguese card under the tab 'IA')", () => {
  it('names a tab category by its tab, whatever its case', async () => {
    const { toolCategoryKey } = await import('./tabs.ts');
    expect(toolCategoryKey('AI')).toBe('tools.tab.ai');
    expect(toolCategoryKey(' communication ')).toBe('tools.tab.communication');
    expect(toolCategoryKey('Deplwaman')).toBeNull();
    expect(toolCategoryKey(null)).toBeNull();
  });
});
