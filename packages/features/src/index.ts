export * from './i18n/index.ts';
export * from './backend/index.ts';
