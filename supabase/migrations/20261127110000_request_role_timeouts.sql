-- Issue 32.2: no request may hold a connection, a lock or a snapshot for long. Each request role carries a statement
-- timeout (Supabase's own defaults for anon and authenticated; service_role, which hosted Supabase leaves to the
-- authenticator's 8 s, the same) and an idle-in-transaction timeout: a request's transaction waits on its client
-- only while the server works between statements (a minute is generous: it leaves room for the slowest request the
-- product makes, a 200 MB lesson video upload on a slow disk), so one that waits longer is ended, and its connection
-- with it, instead of being kept idle in transaction for good.
--
-- Hosted Supabase's Data API applies these role settings in each request's transaction (PostgREST's impersonated role
-- settings); the embedded server reads them at start and does the same (packages/server/src/requestRoleSettings.ts).
-- Cluster-wide, as Supabase's own defaults are: the roles belong to the cluster.
alter role anon set statement_timeout = '3s';
alter role anon set idle_in_transaction_session_timeout = '60s';
alter role authenticated set statement_timeout = '8s';
alter role authenticated set idle_in_transaction_session_timeout = '60s';
alter role service_role set statement_timeout = '8s';
alter role service_role set idle_in_transaction_session_timeout = '60s';
