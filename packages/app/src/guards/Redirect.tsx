import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { useT } from '@academy/features/i18n/index.ts';
import { notify } from '@academy/features/shell/notify.ts';

/** Leaves the route, first showing the guard's message as a toast when it has one (SPEC 2, dashboard guard). */
export function Redirect({ to, messageKey }: { to: string; messageKey?: string }) {
  const t = useT();
  useEffect(() => {
    if (messageKey) notify('error', t(messageKey));
  }, [messageKey, t]);
  return <Navigate to={to} replace />;
}
