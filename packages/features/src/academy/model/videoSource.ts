/** The YouTube id length the spec requires (section 9). */
export const YOUTUBE_ID_LENGTH = 11;

export type PlayerSource =
  | { kind: 'youtube'; videoId: string }
  /** An uploaded file played by an HTML5 <video>. */
  | { kind: 'file'; src: string }
  /** A link that is not a recognisable YouTube id: the original link is the player source (spec section 5). */
  | { kind: 'link'; src: string };

const idPatterns = [/[?&]v=([^&#]*)/, /youtu\.be\/([^?&#/]*)/, /\/embed\/([^?&#/]*)/, /\/shorts\/([^?&#/]*)/, /\/v\/([^?&#/]*)/];

/** The candidate id from watch?v=, youtu.be/, embed/ (and shorts/, v/) links; null when none. */
export function extractYoutubeId(link: string): string | null {
  for (const pattern of idPatterns) {
    const match = pattern.exec(link);
    if (match?.[1] !== undefined) return match[1];
  }
  return null;
}

export function parseYoutubeLink(link: string): PlayerSource {
  const id = extractYoutubeId(link.trim());
  return id !== null && id.length === YOUTUBE_ID_LENGTH ? { kind: 'youtube', videoId: id } : { kind: 'link', src: link };
}

/** An uploaded file wins over a YouTube link; null when the reader may not play the lesson. */
export function playerSourceOf(lesson: { video_url: string | null; youtube_url: string | null }): PlayerSource | null {
  if (lesson.video_url) return { kind: 'file', src: lesson.video_url };
  if (lesson.youtube_url) return parseYoutubeLink(lesson.youtube_url);
  return null;
}
