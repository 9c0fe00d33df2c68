export { PromptsPage } from './PromptsPage.tsx';
export * from './filters.ts';
export { fetchPromptCatalog } from './queries.ts';
