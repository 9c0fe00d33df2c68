import { isStaffRole } from '../session/roles.ts';

/** SPEC 4: after sign-in or sign-up, staff go to the dashboard and everyone else to the plans (also when the role lookup failed). */
export function routeAfterAuth(role: string | null | undefined): '/dashboard' | '/plans' {
  return isStaffRole(role) ? '/dashboard' : '/plans';
}
