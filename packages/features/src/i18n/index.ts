export * from './types.ts';
export { translate, interpolate, intlLocale } from './translate.ts';
export { createFormatters, type Formatters } from './format.ts';
export {
  I18nProvider,
  useI18n,
  useT,
  LOCALE_STORAGE_KEY,
  LOCALE_COOKIE,
  loadAllMessages,
  loadInitialCatalog,
  renderedMessageParts,
  storedLocale,
} from './I18nProvider.tsx';
export { buildCatalog, domainCatalogs } from './catalog.ts';
