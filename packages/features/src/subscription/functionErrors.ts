import { FunctionsHttpError } from '@supabase/supabase-js';

/** The machine-readable `code` of a function's error answer (`{ error, code }`), when there is one. */
export async function functionErrorCode(error: unknown): Promise<string | null> {
  if (!(error instanceof FunctionsHttpError)) return null;
  try {
    const body = (await (error.context as Response).clone().json()) as { code?: unknown };
    return typeof body.code === 'string' ? body.code : null;
  } catch {
    return null;
  }
}
