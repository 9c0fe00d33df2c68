// Built by packages/app/vite.config.ts (plugin `localeCatalogs`): one locale's merged messages.
declare module 'virtual:academy-catalog/*' {
  // An ambient module cannot use a top-level import without turning this file into a module.
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports
  const catalog: Record<string, import('./types.ts').Message>;
  export default catalog;
}
