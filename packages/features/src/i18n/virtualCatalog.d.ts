// Built by packages/app/vite.config.ts (plugin `localeCatalogs`): one locale's merged messages.
declare module 'virtual:academy-catalog/*' {
  const catalog: Record<string, import('./types.ts').Message>;
  export default catalog;
}
