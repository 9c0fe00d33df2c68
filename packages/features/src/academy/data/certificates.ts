import type { SupabaseClient } from '@supabase/supabase-js';
import { AcademyQueryError } from './courseQueries.ts';

export type IssuedCertificate = { id: string; learner_name: string; course_title: string; issued_at: string };
export type VerifiedCertificate = { certificate_id: string; learner_name: string; course_title: string; issued_at: string };

/** The caller's certificate for a completed course (the database refuses an unfinished one). */
export async function issueCertificate(client: SupabaseClient, courseSlug: string): Promise<IssuedCertificate> {
  const { data, error } = await client.rpc('issue_certificate', { course_slug: courseSlug });
  if (error) throw new AcademyQueryError(error.message, error.code);
  const row = (Array.isArray(data) ? data[0] : data) as IssuedCertificate | null;
  if (!row?.id) throw new AcademyQueryError('no certificate returned', undefined);
  return row;
}

/** Public verification by id: anyone (signed in or not) reads the learner, course and date; null when unknown. */
export async function verifyCertificate(client: SupabaseClient, id: string): Promise<VerifiedCertificate | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const { data, error } = await client.rpc('verify_certificate', { id });
  if (error) throw new AcademyQueryError(error.message, error.code);
  const rows = (Array.isArray(data) ? data : data ? [data] : []) as VerifiedCertificate[];
  return rows[0] ?? null;
}
