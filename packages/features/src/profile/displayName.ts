/**
 * SPEC 9: the first name shown for a user: the profile's first name, else the local part of the email,
 * else null (the caller shows the catalog's 'User').
 */
export function firstNameFor(input: { firstName?: string | null; fullName?: string | null; email?: string | null }): string | null {
  const first = input.firstName?.trim();
  if (first) return first;
  const fromFullName = input.fullName?.trim().split(/\s+/)[0];
  if (fromFullName) return fromFullName;
  const localPart = input.email?.split('@')[0]?.trim();
  return localPart ? localPart : null;
}

/** Splits a full name into the first and last name columns of user_profiles (last name null when there is none). */
export function splitFullName(fullName: string): { first_name: string | null; last_name: string | null } {
  const parts = fullName.trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return { first_name: null, last_name: null };
  return { first_name: parts[0] ?? null, last_name: parts.length > 1 ? parts.slice(1).join(' ') : null };
}
