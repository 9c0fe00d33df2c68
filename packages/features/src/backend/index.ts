export {
  backendClient,
  backendClientOrNull,
  backendConfig,
  configureBackend,
  loadBackendConfig,
  INLINE_CONFIG_ID,
  setSupabaseClient,
  supabase,
  type BackendConfig,
} from './client.ts';
export { AUTH_STORAGE_KEY, mayHaveSession } from './authStorage.ts';
