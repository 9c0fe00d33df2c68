// The editable profile fields (SPEC 2 /edit-profile) and their length limits: over-long input is refused with a message.
export const profileFieldLimits = { full_name: 100, phone: 30, country: 60 } as const;
export type ProfileFieldName = keyof typeof profileFieldLimits;
export type ProfileForm = Record<ProfileFieldName, string>;

/** The fields that are too long, each with its limit. */
export function profileFieldProblems(form: ProfileForm): Partial<Record<ProfileFieldName, number>> {
  const problems: Partial<Record<ProfileFieldName, number>> = {};
  for (const name of Object.keys(profileFieldLimits) as ProfileFieldName[]) {
    if (form[name].trim().length > profileFieldLimits[name]) problems[name] = profileFieldLimits[name];
  }
  return problems;
}

/** Reads the form's starting values from the auth user's metadata (where SPEC 3 keeps them). */
export function profileFormFromMetadata(metadata: Record<string, unknown> | undefined): ProfileForm {
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return { full_name: text(metadata?.full_name), phone: text(metadata?.phone), country: text(metadata?.country) };
}
