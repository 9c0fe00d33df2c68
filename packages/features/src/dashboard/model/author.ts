// SPEC 2: "The author shows as first and last name if both exist, else email, else 'Unknown User'." Since issue 39.4
// every member has a name (the one they gave, else the generated one such as 'Elèv 4821'): staff see that name before
// the email, which stays the last resort (a profile read before the names existed).
export type AuthorProfile = {
  first_name?: string | null;
  last_name?: string | null;
  email?: string | null;
  /** user_profiles.generated_name: the name a member who gave none shows under. */
  generated_name?: string | null;
};

/** The author's display name, or null when nothing is known (the caller shows 'Unknown User'). */
export function authorDisplayName(author: AuthorProfile | null | undefined): string | null {
  const first = author?.first_name?.trim();
  const last = author?.last_name?.trim();
  if (first && last) return `${first} ${last}`;
  const given = first || last || author?.generated_name?.trim();
  if (given) return given;
  const email = author?.email?.trim();
  return email || null;
}
