export { NewsletterPage } from './NewsletterPage.tsx';
export { NewsletterConfirmPage, NewsletterUnsubscribePage } from './SubscriptionLinkPage.tsx';
export * from './api.ts';
