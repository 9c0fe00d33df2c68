import type { SupabaseClient } from '@supabase/supabase-js';

export type ImageBucket = 'thumbnails' | 'tool-logos' | 'newsletter-images';

export function isImageFile(file: { type: string }): boolean {
  return file.type.startsWith('image/');
}

/** A collision-free object name that keeps the file's extension (for the served content type). */
export function objectName(fileName: string, random: () => string = () => crypto.randomUUID()): string {
  const extension = /\.([a-z0-9]{1,8})$/i.exec(fileName)?.[1]?.toLowerCase() ?? 'img';
  return `${random()}.${extension}`;
}

/** Uploads an image to a public bucket (staff write) and returns its public URL. */
export async function uploadImage(client: SupabaseClient, bucket: ImageBucket, file: File): Promise<string> {
  if (!isImageFile(file)) throw new Error('not an image');
  const name = objectName(file.name);
  const { error } = await client.storage.from(bucket).upload(name, file, { contentType: file.type, upsert: false });
  if (error) throw new Error(`upload ${bucket}: ${error.message}`);
  return client.storage.from(bucket).getPublicUrl(name).data.publicUrl;
}
