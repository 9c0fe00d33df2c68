import type { SupabaseClient } from '@supabase/supabase-js';
import { AcademyQueryError } from './courseQueries.ts';

export type IssuedCertificate = { id: string; learner_name: string; course_title: string; issued_at: string };
export type VerifiedCertificate = {
  certificate_id: string;
  learner_name: string;
  course_title: string;
  issued_at: string;
  /** When the learner corrected the printed name (issue 39.3); the verification line says so. */
  name_corrected_at?: string | null;
  /** The reader owns it and may still correct a name they did not choose (once). */
  may_correct_name?: boolean;
};

function oneCertificate(data: unknown): IssuedCertificate {
  const row = (Array.isArray(data) ? data[0] : data) as IssuedCertificate | null;
  if (!row?.id) throw new AcademyQueryError('no certificate returned', undefined);
  return row;
}

/**
 * The caller's certificate for a completed course (the database refuses an unfinished one), printed with `printedName`
 * (the name the learner confirmed; the database refuses an email); an existing certificate is returned as it is.
 */
export async function issueCertificate(client: SupabaseClient, courseSlug: string, printedName?: string): Promise<IssuedCertificate> {
  const { data, error } = await client.rpc('issue_certificate', {
    course_slug: courseSlug,
    ...(printedName === undefined ? {} : { printed_name: printedName }),
  });
  if (error) throw new AcademyQueryError(error.message, error.code);
  return oneCertificate(data);
}

/** The id of the caller's certificate for this course, or null when none was issued yet (then the name is asked). */
export async function findOwnCertificate(client: SupabaseClient, userId: string, courseSlug: string): Promise<string | null> {
  const course = await client.from('courses').select('id').eq('slug', courseSlug).limit(1);
  if (course.error) throw new AcademyQueryError(course.error.message, course.error.code);
  const courseId = (course.data as { id: string }[] | null)?.[0]?.id;
  if (!courseId) return null;
  const own = await client.from('certificates').select('id').eq('user_id', userId).eq('course_id', courseId).limit(1);
  if (own.error) throw new AcademyQueryError(own.error.message, own.error.code);
  return (own.data as { id: string }[] | null)?.[0]?.id ?? null;
}

/** The owner's one correction of a printed name they had not chosen. */
export async function correctCertificateName(client: SupabaseClient, id: string, printedName: string): Promise<IssuedCertificate> {
  const { data, error } = await client.rpc('correct_certificate_name', { id, printed_name: printedName });
  if (error) throw new AcademyQueryError(error.message, error.code);
  return oneCertificate(data);
}

/** Public verification by id: anyone (signed in or not) reads the learner, course and date; null when unknown. */
export async function verifyCertificate(client: SupabaseClient, id: string): Promise<VerifiedCertificate | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const { data, error } = await client.rpc('verify_certificate', { id });
  if (error) throw new AcademyQueryError(error.message, error.code);
  const rows = (Array.isArray(data) ? data : data ? [data] : []) as VerifiedCertificate[];
  return rows[0] ?? null;
}
