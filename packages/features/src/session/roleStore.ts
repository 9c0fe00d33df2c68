// The last known role is kept in browser storage so a reload can show the right menu before the profile answers;
// SPEC 4: sign-out clears it. The profile stays the authority: it is re-read after every session change.
export const ROLE_STORAGE_KEY = 'academy:role';

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

export function readStoredRole(): string | null {
  return storage()?.getItem(ROLE_STORAGE_KEY) ?? null;
}

export function storeRole(role: string | null) {
  const store = storage();
  if (!store) return;
  if (role) store.setItem(ROLE_STORAGE_KEY, role);
  else store.removeItem(ROLE_STORAGE_KEY);
}

export function clearStoredRole() {
  storage()?.removeItem(ROLE_STORAGE_KEY);
}
