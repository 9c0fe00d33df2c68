export { SessionProvider, SessionContext, useSession, type SessionValue, type SessionStatus, type RoleStatus } from './SessionProvider.tsx';
export { normalizeRole, isStaffRole, appRoles, type AppRole } from './roles.ts';
export { fetchRole } from './fetchRole.ts';
export { ROLE_STORAGE_KEY, clearStoredRole, readStoredRole, storeRole } from './roleStore.ts';
