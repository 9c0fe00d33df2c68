export {
  backendClient,
  backendClientOrNull,
  configureBackend,
  loadBackendConfig,
  setSupabaseClient,
  supabase,
  type BackendConfig,
} from './client.ts';
export { AUTH_STORAGE_KEY, mayHaveSession } from './authStorage.ts';
