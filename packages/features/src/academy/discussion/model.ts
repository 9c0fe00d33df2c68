// The discussion of one lesson as the page shows it: questions and notes in the order they were asked, each with
// its replies (one level deep), and the points of the lesson where they were asked (the player's markers).
import type { AuthorProfile } from '../../community/model.ts';

export const MAX_MESSAGE_LENGTH = 4000;

/** A top-level message is a question (where someone got stuck: a marker on the player) or a note; a reply is neither. */
export type LessonMessageKind = 'question' | 'note';
export const lessonMessageKinds: readonly LessonMessageKind[] = ['question', 'note'];

export type LessonMessageRow = {
  id: string;
  video_id: string;
  parent_id: string | null;
  kind: LessonMessageKind | null;
  author_id: string;
  body: string;
  at_seconds: number | null;
  is_hidden: boolean;
  by_staff: boolean;
  created_at: string;
  updated_at: string | null;
};

export type LessonMessage = LessonMessageRow & { author: AuthorProfile | null };
export type LessonThread = { question: LessonMessage; replies: LessonMessage[] };

const byDate = (a: LessonMessage, b: LessonMessage) => a.created_at.localeCompare(b.created_at) || a.id.localeCompare(b.id);

/** Questions oldest first, each with its replies oldest first; a reply whose question is not here is left out. */
export function threadsOf(messages: readonly LessonMessage[]): LessonThread[] {
  const replies = new Map<string, LessonMessage[]>();
  for (const message of messages) {
    if (message.parent_id) replies.set(message.parent_id, [...(replies.get(message.parent_id) ?? []), message]);
  }
  return messages
    .filter((message) => message.parent_id === null)
    .sort(byDate)
    .map((question) => ({ question, replies: (replies.get(question.id) ?? []).sort(byDate) }));
}

/** The seconds where visible questions (not notes) were asked, each once, in order (the player's markers). */
export function questionSeconds(threads: readonly LessonThread[]): number[] {
  const seconds = threads.flatMap(({ question }) =>
    question.kind === 'question' && question.at_seconds !== null && !question.is_hidden ? [question.at_seconds] : [],
  );
  return [...new Set(seconds)].sort((a, b) => a - b);
}

/** A message to send: trimmed, not empty, at most 4000 characters (the database's limit). */
export function normalizeMessage(input: string): string | null {
  const text = input.trim();
  return text.length > 0 && text.length <= MAX_MESSAGE_LENGTH ? text : null;
}

/** The player's time as the whole second a question carries (null when the player has not reported yet). */
export function secondOf(currentSeconds: number | null): number | null {
  return currentSeconds === null || !Number.isFinite(currentSeconds) || currentSeconds < 0 ? null : Math.floor(currentSeconds);
}
