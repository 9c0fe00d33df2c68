import { useCallback } from 'react';
import { useT } from '../i18n/index.ts';
import { notify } from '../shell/notify.ts';

/**
 * Runs one dashboard write and shows its toast: the success message when it resolves, the
 * failure message when it rejects (the cause goes to the console, SPEC 8). Resolves to whether it worked.
 */
export function useDashboardAction() {
  const t = useT();
  return useCallback(
    async (action: () => Promise<unknown>, successKey: string, failureKey: string): Promise<boolean> => {
      try {
        await action();
        notify('success', t(successKey));
        return true;
      } catch (error) {
        console.error(error);
        notify('error', t(failureKey));
        return false;
      }
    },
    [t],
  );
}
