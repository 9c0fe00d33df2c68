/**
 * supabase-js's FunctionsHttpError (a function answered with an error status), recognised by its name rather than by
 * `instanceof`, so importing this module does not pull supabase-js into the screens that paint before it loads.
 */
function isFunctionsHttpError(error: unknown): error is Error & { context: Response } {
  return error instanceof Error && error.name === 'FunctionsHttpError' && (error as { context?: unknown }).context instanceof Response;
}

/** The machine-readable `code` of a function's error answer (`{ error, code }`), when there is one. */
export async function functionErrorCode(error: unknown): Promise<string | null> {
  if (!isFunctionsHttpError(error)) return null;
  try {
    const body = (await error.context.clone().json()) as { code?: unknown };
    return typeof body.code === 'string' ? body.code : null;
  } catch {
    return null;
  }
}
