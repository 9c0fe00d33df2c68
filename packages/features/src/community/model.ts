// The forum's data shapes and the rules that decide who may do what (SPEC 5, 6).
import { normalizeRole } from '../session/roles.ts';

export { isStaffRole } from '../session/roles.ts';

/** One row of the `discussion_topics_with_counts` view plus the author's display name. */
export type Topic = {
  id: string;
  title: string;
  content: string;
  category: string;
  type: string | null;
  is_hidden: boolean;
  created_by: string | null;
  created_at: string;
  comments_count: number;
  likes_count: number;
};

export type AuthorProfile = {
  first_name?: string | null;
  last_name?: string | null;
  email?: string | null;
  /** public_profiles.display_name: the member's own name, else the generated one ('Elèv 4821'); never the email. */
  display_name?: string | null;
} | null;

export type TopicComment = {
  id: string;
  content: string;
  subject_id: string;
  created_by: string | null;
  created_at: string;
  author: AuthorProfile;
};

export const topicBadgeKinds = ['Feature', 'Rule', 'Setup'] as const;
export type TopicBadgeKind = (typeof topicBadgeKinds)[number];

/** Categories a learner can pick in the new-topic form; `general` is the default (SPEC 9). */
export const topicCategories = ['general', 'feature', 'rule', 'setup'] as const;
export type TopicCategory = (typeof topicCategories)[number];
export const defaultTopicCategory: TopicCategory = 'general';
/** The forum creates topics with type `discussion` (the dashboard uses 'General'; SPEC 3). */
export const forumTopicType = 'discussion';

/** The badge of a topic: Feature, Rule or Setup when its category or type names one, else none. */
export function topicBadge(topic: Pick<Topic, 'category' | 'type'>): TopicBadgeKind | null {
  for (const value of [topic.category, topic.type]) {
    const match = topicBadgeKinds.find((kind) => kind.toLowerCase() === value?.trim().toLowerCase());
    if (match) return match;
  }
  return null;
}

/** Roles that may create topics: student, instructor and master; anyone else is told to upgrade (SPEC 6). */
export function canCreateTopic(role: unknown): boolean {
  return normalizeRole(role) !== null;
}

/** The comment box is enabled only when a role exists (SPEC 6). */
export function canComment(role: unknown): boolean {
  return normalizeRole(role) !== null;
}

/** First and last name when both exist, else the email, else null (the caller shows 'Unknown User'). */
export function authorName(profile: AuthorProfile): string | null {
  const first = profile?.first_name?.trim();
  const last = profile?.last_name?.trim();
  if (first && last) return `${first} ${last}`;
  return profile?.email?.trim() || null;
}

/**
 * The name the public forum shows: the member's own first and/or last name (whatever they gave; a single name is
 * enough), never their email (public_profiles has none). Null when they gave no name at all.
 */
export function forumName(profile: AuthorProfile): string | null {
  const parts = [profile?.first_name?.trim(), profile?.last_name?.trim()].filter(Boolean);
  return parts.length > 0 ? parts.join(' ') : null;
}

/**
 * The forum's author label: the forum name, else the name the server gave the member ('Elèv 4821'), else 'You' for the
 * reader's own posts, else the unknown-author text (a deleted member).
 */
export function forumAuthorLabel(profile: AuthorProfile, isOwn: boolean, labels: { you: string; unknown: string }): string {
  return forumName(profile) ?? (profile?.display_name?.trim() || null) ?? (isOwn ? labels.you : labels.unknown);
}

/** A forum name to save: trimmed, 2 to 60 characters and not an email address (it is shown to everyone). */
export function validForumName(input: string): string | null {
  const name = input.trim().replace(/\s+/g, ' ');
  if (name.length < 2 || name.length > 60 || name.includes('@')) return null;
  return name;
}

export type NewTopicInput = { title: string; content: string; category?: string };
export type NewTopic = { title: string; content: string; category: string; type: string };

/** Title and content are required (trimmed); category defaults to general and type is discussion. */
export function validateNewTopic(input: NewTopicInput): { ok: true; topic: NewTopic } | { ok: false } {
  const title = input.title.trim();
  const content = input.content.trim();
  if (!title || !content) return { ok: false };
  const category = input.category?.trim() || defaultTopicCategory;
  return { ok: true, topic: { title, content, category, type: forumTopicType } };
}

/** A comment is trimmed; empty or whitespace-only text is not posted (null). */
export function normalizeComment(text: string): string | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : trimmed;
}
