// The address stories give their supabase-js client; MSW answers every call made to it.
export const STORY_BACKEND_URL = 'https://backend.stories.test';
export const STORY_ANON_KEY = 'sb_publishable_stories';

export const authUrl = (path: string) => `${STORY_BACKEND_URL}/auth/v1/${path}`;
export const restUrl = (table: string) => `${STORY_BACKEND_URL}/rest/v1/${table}`;
export const storageUrl = (path: string) => `${STORY_BACKEND_URL}/storage/v1/${path}`;
export const functionUrl = (name: string) => `${STORY_BACKEND_URL}/functions/v1/${name}`;
