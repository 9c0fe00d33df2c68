export { initSupabase, loadBackendConfig, setSupabaseClient, supabase, type BackendConfig } from './client.ts';
