export { ToolsPage } from './ToolsPage.tsx';
export * from './tabs.ts';
export { fetchTools } from './queries.ts';
