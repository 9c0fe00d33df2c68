import type { SupabaseClient } from '@supabase/supabase-js';

export type ImageBucket = 'thumbnails' | 'tool-logos' | 'newsletter-images';

export function isImageFile(file: { type: string }): boolean {
  return file.type.startsWith('image/');
}

/**
 * Why a chosen file cannot be uploaded as an image, as a catalog key, or null when it can. Said before sending: the
 * server refuses a file of 0 bytes too (400), which the form could only call a failed upload.
 */
export function imageFileProblem(file: { type: string; size: number }): 'dashboard.form.notImage' | 'dashboard.form.emptyFile' | null {
  if (file.size === 0) return 'dashboard.form.emptyFile';
  if (!isImageFile(file)) return 'dashboard.form.notImage';
  return null;
}

/** A collision-free object name that keeps the file's extension (for the served content type). */
export function objectName(fileName: string, random: () => string = () => crypto.randomUUID()): string {
  const extension = /\.([a-z0-9]{1,8})$/i.exec(fileName)?.[1]?.toLowerCase() ?? 'img';
  return `${random()}.${extension}`;
}

/** Uploads an image to a public bucket (staff write) and returns its public URL. */
export async function uploadImage(client: SupabaseClient, bucket: ImageBucket, file: File): Promise<string> {
  const problem = imageFileProblem(file);
  if (problem) throw new Error(problem);
  const name = objectName(file.name);
  const { error } = await client.storage.from(bucket).upload(name, file, { contentType: file.type, upsert: false });
  if (error) throw new Error(`upload ${bucket}: ${error.message}`);
  return client.storage.from(bucket).getPublicUrl(name).data.publicUrl;
}
