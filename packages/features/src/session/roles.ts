/** The roles of user_profiles.role. Staff (master, instructor) enter the dashboard and skip subscription checks. */
export const appRoles = ['master', 'instructor', 'student'] as const;
export type AppRole = (typeof appRoles)[number];

/** SPEC 2: roles are compared trimmed and case-insensitively. Unknown or empty values become null. */
export function normalizeRole(raw: unknown): AppRole | null {
  if (typeof raw !== 'string') return null;
  const role = raw.trim().toLowerCase();
  return (appRoles as readonly string[]).includes(role) ? (role as AppRole) : null;
}

export function isStaffRole(raw: unknown): boolean {
  const role = normalizeRole(raw);
  return role === 'master' || role === 'instructor';
}
