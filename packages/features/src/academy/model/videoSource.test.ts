import { describe, expect, it } from 'vitest';
import { extractYoutubeId, parseYoutubeLink, playerSourceOf } from './videoSource.ts';

describe('YouTube link parsing', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/watch?feature=share&v=dQw4w9WgXcQ&t=42', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?si=abc', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
  ])('reads the id of %s', (link, id) => {
    expect(parseYoutubeLink(link)).toEqual({ kind: 'youtube', videoId: id });
  });

  it('uses the original link when the id is not exactly 11 characters', () => {
    expect(parseYoutubeLink('https://youtu.be/short')).toEqual({ kind: 'link', src: 'https://youtu.be/short' });
    expect(parseYoutubeLink('https://www.youtube.com/watch?v=dQw4w9WgXcQx')).toEqual({
      kind: 'link',
      src: 'https://www.youtube.com/watch?v=dQw4w9WgXcQx',
    });
    expect(parseYoutubeLink('https://vimeo.com/123')).toEqual({ kind: 'link', src: 'https://vimeo.com/123' });
  });

  it('finds no id where there is none', () => {
    expect(extractYoutubeId('https://example.com/video.mp4')).toBeNull();
  });
});

describe('playerSourceOf', () => {
  it('prefers the uploaded file, then the YouTube link, and is null when the reader may not play', () => {
    expect(
      playerSourceOf({ video_url: '/storage/v1/object/public/lesson-videos/a.webm', youtube_url: 'https://youtu.be/dQw4w9WgXcQ' }),
    ).toEqual({
      kind: 'file',
      src: '/storage/v1/object/public/lesson-videos/a.webm',
    });
    expect(playerSourceOf({ video_url: null, youtube_url: 'https://youtu.be/dQw4w9WgXcQ' })).toEqual({
      kind: 'youtube',
      videoId: 'dQw4w9WgXcQ',
    });
    expect(playerSourceOf({ video_url: null, youtube_url: null })).toBeNull();
  });
});
