// A fresh database prepared the way hosted Supabase prepares a project created today, before any
// migration of ours: the request roles with Supabase's attributes, USAGE on the schemas the Data
// API serves, and (the default since 2026-05-30) no default privileges that would hand new
// tables, sequences or functions to anon, authenticated or service_role. Table access then comes
// only from our migrations, as after `supabase db push`.
//
// Roles are cluster-wide: they are created only when missing and never altered, so databases of
// other tests on the same server are not affected. The storage service's own grants are added
// by the harness after lite creates the storage schema (packages/server/src/platformGrants.ts).

import { REQUEST_ROLES } from '../../packages/server/src/platformGrants.ts';

export const HOSTED_PLATFORM = `${REQUEST_ROLES}-- The role the Data API (PostgREST) connects as; its settings configure the API (db-pre-request).
do $$
begin
  if not exists (select from pg_roles where rolname = 'authenticator') then create role authenticator noinherit nologin; end if;
end
$$;
create schema if not exists extensions;
grant usage on schema public to anon, authenticated, service_role;
grant usage on schema extensions to anon, authenticated, service_role;
`;

/** Privileges the API roles hold in `public` right after the platform's preparation: none. */
export const API_ROLES = ['anon', 'authenticated', 'service_role'] as const;
