// Where a search result leads. Lessons have their own address (/academy/<course>/<lesson>, issue 21); a lesson
// discussion message opens its lesson at the second it was written (?t=95), words spoken in a lesson at the second
// their cue starts. Prompts open the library filtered
// by the prompt's title, tools their category's tab; the forum has one page; a page found by its name is its path.
import type { SearchHit } from './queries.ts';
import { toolTabs } from '../tools/tabs.ts';

export function searchHitHref(hit: SearchHit): string {
  switch (hit.kind) {
    case 'course':
      return hit.course_slug ? `/academy/${encodeURIComponent(hit.course_slug)}` : '/academy';
    case 'lesson':
    case 'caption':
    case 'discussion': {
      if (!hit.course_slug || !hit.lesson_id) return '/academy';
      const lesson = `/academy/${encodeURIComponent(hit.course_slug)}/${encodeURIComponent(hit.lesson_id)}`;
      return hit.kind !== 'lesson' && hit.at_seconds !== null ? `${lesson}?t=${hit.at_seconds}` : lesson;
    }
    case 'prompt':
      return `/prompts?${new URLSearchParams({ q: hit.title })}`;
    case 'tool': {
      const tab = toolTabs.find((candidate) => candidate.category === hit.context);
      return tab ? `/tools?tab=${tab.id}` : '/tools';
    }
    case 'topic':
      return '/community';
    case 'page':
      return hit.id;
  }
}
