import { lazy, Suspense, useEffect, useState } from 'react';
import { backendClient, backendConfig } from '../backend/index.ts';
import { useHydrated } from '../shell/useHydrated.ts';
import { onSuspended, suspensionRead, suspensionUnread } from './suspension.ts';

// The dialog (react-aria's modal) downloads only for the member who needs it.
const SuspendedDialog = lazy(() => import('./SuspendedDialog.tsx').then((module) => ({ default: module.SuspendedDialog })));

/**
 * Mounted once above every route (issue 39.8): when the server says the member's account is banned (sign-in, the
 * subscription check, any call, a refresh), their session ends on this device and they are told why and how to reach
 * the academy, instead of 'Erro ao verificar assinatura' or a silent sign-out.
 */
export function SuspendedNotice() {
  const [reported, setReported] = useState(false);
  const [read, setRead] = useState(false);
  // Shown again after a page load until read (suspension.ts): the ban is often learnt by a background call. The tab's
  // note is read once the page is hydrated (the prerendered HTML has no dialog).
  const hydrated = useHydrated();
  const open = !read && (reported || (hydrated && suspensionUnread()));
  useEffect(
    () =>
      onSuspended(() => {
        setReported(true);
        setRead(false);
        // The server refuses every call of this session anyway; the app stops acting as if it were signed in.
        void backendClient()
          .then((client) => client.auth.signOut({ scope: 'local' }))
          .catch((error: unknown) => console.error(error));
      }),
    [],
  );
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <SuspendedDialog
        contactEmail={backendConfig()?.contactEmail ?? null}
        onClose={() => {
          suspensionRead();
          setRead(true);
          setReported(false);
        }}
      />
    </Suspense>
  );
}
