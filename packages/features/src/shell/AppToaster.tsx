import { Toaster } from '@academy/ui';
import { useT } from '../i18n/index.ts';

/** @academy/ui's Toaster with the app's labels; mounted once by the root layout and fed by `notify()`. */
export function AppToaster() {
  const t = useT();
  return <Toaster label={t('shell.notifications')} closeLabel={t('common.close')} loadingLabel={t('common.loading')} />;
}
