import { createClient } from '@supabase/supabase-js';

// Written into the bundle by the generator (here: by bench/support/stockServer.mjs when it serves the build).
const SUPABASE_URL = '__STOCK_SUPABASE_URL__';
const SUPABASE_PUBLISHABLE_KEY = '__STOCK_SUPABASE_ANON_KEY__';

export const supabase = createClient(SUPABASE_URL, SUPABASE_PUBLISHABLE_KEY, {
  auth: { storage: localStorage, persistSession: true, autoRefreshToken: true },
});
