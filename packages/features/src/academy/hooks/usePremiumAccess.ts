import { useContext } from 'react';
import { useSession } from '../../session/index.ts';
import { SubscriptionContext } from '../../subscription/index.ts';

/**
 * Whether the reader sees premium courses unlocked on the catalogue: subscribers and staff (staff
 * bypass subscription checks). Read from the context directly so a page rendered without the
 * provider (a story, a test) shows the locked state instead of failing. Lessons never rely on
 * this: the database already withholds premium links from readers who may not play them.
 */
export function usePremiumAccess(): { hasPremium: boolean; loading: boolean } {
  const { isStaff } = useSession();
  const subscription = useContext(SubscriptionContext);
  return { hasPremium: isStaff || subscription?.subscribed === true, loading: subscription?.loading ?? false };
}
