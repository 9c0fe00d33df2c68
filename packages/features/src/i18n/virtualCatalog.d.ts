// Built by packages/app/vite.config.ts (plugin `localeCatalogs`).
declare module 'virtual:academy-catalog/parts' {
  // An ambient module cannot use a top-level import without turning this file into a module.
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports
  type Locale = import('./types.ts').Locale;
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports
  type Message = import('./types.ts').Message;
  type Chunk = () => Promise<{ default: Record<string, Message> }>;
  /** Per locale: the loader of the whole locale's messages, and of each part's (a domain, `common` within `shell`). */
  export const catalogParts: Record<Locale, { whole: Chunk; parts: Record<string, Chunk> }>;
}
