// SPEC 2: "The author shows as first and last name if both exist, else email, else 'Unknown User'."
export type AuthorProfile = { first_name?: string | null; last_name?: string | null; email?: string | null };

/** The author's display name, or null when nothing is known (the caller shows 'Unknown User'). */
export function authorDisplayName(author: AuthorProfile | null | undefined): string | null {
  const first = author?.first_name?.trim();
  const last = author?.last_name?.trim();
  if (first && last) return `${first} ${last}`;
  const email = author?.email?.trim();
  return email || null;
}
