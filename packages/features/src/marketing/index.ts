export { LandingPage, OFFER_ENDS_AT } from './LandingPage.tsx';
export { AllAccessPage } from './AllAccessPage.tsx';
