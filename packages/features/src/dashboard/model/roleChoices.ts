// Which roles the users list offers a staff member for one row. The server's rule (migration
// 20261123030000_master_role_guard.sql): only a master grants or removes the master role; nobody changes their own row
// from this list. Offering more ended in 'Failed to update user role' (issue 39.12).

export const userRoles = ['master', 'instructor', 'student'] as const;
export type UserRole = (typeof userRoles)[number];

/**
 * The roles a viewer may pick for a member's row: every role for a master; for an instructor, all but master. A row
 * offering only its current role (one's own, a master's row for an instructor) is shown read-only.
 */
export function roleChoices(viewer: { id: string | null; role: string | null }, member: { id: string; role: UserRole }): UserRole[] {
  if (member.id === viewer.id) return [member.role];
  if (viewer.role === 'master') return [...userRoles];
  if (member.role === 'master') return [member.role];
  return userRoles.filter((role) => role !== 'master');
}
