import { useSession } from '../../session/index.ts';

/**
 * Whether the reader sees premium courses unlocked on the catalogue: staff always do (they bypass
 * subscription checks). Lessons themselves never rely on this: the database nulls their links.
 */
export function usePremiumAccess(): { hasPremium: boolean } {
  const { isStaff } = useSession();
  return { hasPremium: isStaff };
}
