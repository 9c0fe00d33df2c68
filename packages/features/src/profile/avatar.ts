import type { SupabaseClient } from '@supabase/supabase-js';

export const AVATAR_BUCKET = 'avatars';
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;

/** Why a chosen file cannot be an avatar, as a catalog key, or null when it can. */
export function avatarProblem(
  file: { type: string; size: number } | null | undefined,
): 'profile.selectImage' | 'profile.emptyFile' | 'profile.notAnImage' | 'profile.avatarTooLarge' | null {
  if (!file) return 'profile.selectImage';
  // Said here, before sending: the server refuses a file of 0 bytes too (400), which would only read 'Error uploading avatar'.
  if (file.size === 0) return 'profile.emptyFile';
  if (!file.type.startsWith('image/')) return 'profile.notAnImage';
  if (file.size > AVATAR_MAX_BYTES) return 'profile.avatarTooLarge';
  return null;
}

/** SPEC 7: the object name is the user id, a random number and the file's extension (`<uid>-<random>.<ext>`). */
export function avatarObjectName(userId: string, fileName: string, random: () => number = Math.random): string {
  const match = /\.([A-Za-z0-9]{1,8})$/.exec(fileName);
  const extension = match?.[1]?.toLowerCase() ?? 'png';
  return `${userId}-${Math.floor(random() * 1e12)}.${extension}`;
}

/**
 * Uploads the avatar (upsert), then records its public URL in the auth user's metadata and in user_profiles.avatar_url.
 * Returns the public URL; throws on any failure so the caller shows 'Error uploading avatar'.
 */
export async function uploadAvatar(client: SupabaseClient, userId: string, file: File): Promise<string> {
  const name = avatarObjectName(userId, file.name);
  const upload = await client.storage.from(AVATAR_BUCKET).upload(name, file, { upsert: true, contentType: file.type });
  if (upload.error) throw upload.error;
  const { data } = client.storage.from(AVATAR_BUCKET).getPublicUrl(name);
  const metadata = await client.auth.updateUser({ data: { avatar_url: data.publicUrl } });
  if (metadata.error) throw metadata.error;
  const profile = await client.from('user_profiles').update({ avatar_url: data.publicUrl }).eq('id', userId);
  if (profile.error) throw profile.error;
  return data.publicUrl;
}
