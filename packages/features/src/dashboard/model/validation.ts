// Field rules of the dashboard forms (SPEC 5). A validator returns i18n keys per failing field;
// the form shows them inline and does not call the server.
import type { FieldErrors } from './entityForm.ts';
import { emptyFormTranslations, type FormTexts } from './localizedTexts.ts';

export const REQUIRED = 'dashboard.form.required';
export const INVALID_URL = 'dashboard.form.invalidUrl';

type Rule = (value: unknown) => string | null;

const required: Rule = (value) => (typeof value === 'string' && value.trim() !== '' ? null : REQUIRED);

/** An http(s) address, like an `<input type="url">` would accept, but refusing javascript: and friends. */
export function isWebUrl(value: string): boolean {
  try {
    const url = new URL(value.trim());
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

const webUrl: Rule = (value) => required(value) ?? (isWebUrl(String(value)) ? null : INVALID_URL);

function validateWith<V>(rules: Partial<Record<keyof V & string, Rule>>) {
  return (values: V): FieldErrors<V> => {
    const errors: FieldErrors<V> = {};
    for (const field of Object.keys(rules) as (keyof V & string)[]) {
      const message = rules[field]?.(values[field]);
      if (message) errors[field] = message;
    }
    return errors;
  };
}

/** A lesson: its texts in three languages (Creole in title/description), link, course and module, premium, thumbnail. */
export type VideoFormValues = FormTexts & {
  youtube_url: string;
  course_id: string;
  module_id: string;
  is_private: boolean;
  thumbnail_url: string;
};
export type PromptFormValues = { title: string; text: string; category: string; author: string; is_premium: boolean; is_visible: boolean };
export type ToolFormValues = { name: string; description: string; category: string; url: string; tags: string; logo_url: string };
export type TopicFormValues = { title: string; content: string; category: string };
export type NewsletterFormValues = { title: string; image_url: string; is_html: boolean; body: string };

export const emptyVideo: VideoFormValues = {
  title: '',
  description: '',
  translations: emptyFormTranslations,
  youtube_url: '',
  course_id: '',
  module_id: '',
  is_private: false,
  thumbnail_url: '',
};
export const emptyPrompt: PromptFormValues = { title: '', text: '', category: '', author: '', is_premium: false, is_visible: true };
export const emptyTool: ToolFormValues = { name: '', description: '', category: '', url: '', tags: '', logo_url: '' };
export const emptyTopic: TopicFormValues = { title: '', content: '', category: '' };
export const emptyNewsletter: NewsletterFormValues = { title: '', image_url: '', is_html: true, body: '' };

/** Title and video URL required; description and thumbnail optional. */
export const validateVideo = validateWith<VideoFormValues>({ title: required, youtube_url: webUrl });
/** Title, text, category and author required. */
export const validatePrompt = validateWith<PromptFormValues>({ title: required, text: required, category: required, author: required });
/** Name, description, category and an http(s) official site required. */
export const validateTool = validateWith<ToolFormValues>({ name: required, description: required, category: required, url: webUrl });
/** Topic Title, Topic Description and Topic Category all required. */
export const validateTopic = validateWith<TopicFormValues>({ title: required, content: required, category: required });
/** Email Title and Email Body required. */
export const validateNewsletter = validateWith<NewsletterFormValues>({ title: required, body: required });

/** "ai, no-code ,, Design" -> ["ai", "no-code", "Design"]: trimmed, empty and repeated tags dropped. */
export function parseTags(input: string): string[] {
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const raw of input.split(',')) {
    const tag = raw.trim();
    if (tag && !seen.has(tag.toLowerCase())) {
      seen.add(tag.toLowerCase());
      tags.push(tag);
    }
  }
  return tags;
}

export function formatTags(tags: readonly string[] | null | undefined): string {
  return (tags ?? []).join(', ');
}
