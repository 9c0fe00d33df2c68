import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { LessonCard, lessonCardTone } from './LessonCard.tsx';

describe('LessonCard', () => {
  it('is completed only when it has videos and all are completed; locked wins', () => {
    expect(lessonCardTone([], false)).toBe('open');
    expect(
      lessonCardTone(
        [
          { id: 'a', title: 'A', completed: true },
          { id: 'b', title: 'B', completed: false },
        ],
        false,
      ),
    ).toBe('open');
    expect(lessonCardTone([{ id: 'a', title: 'A', completed: true }], false)).toBe('completed');
    expect(lessonCardTone([{ id: 'a', title: 'A', completed: true }], true)).toBe('locked');
  });

  it('has one Watch button per video, disabled when locked', () => {
    const html = renderToString(
      <LessonCard
        title="Module"
        isLocked
        videos={[
          { id: 'a', title: 'A', completed: false },
          { id: 'b', title: 'B', completed: false },
        ]}
        watchLabel="Watch"
      />,
    );
    expect(html.match(/>Watch</g)).toHaveLength(2);
    expect(html.match(/disabled=""/g)).toHaveLength(2);
    expect(html).toContain('data-tone="locked"');
  });

  it("makes each Watch a link to the video's address (named for it), which a locked card does not lead anywhere", () => {
    const card = (isLocked: boolean) =>
      renderToString(
        <LessonCard
          title="Module"
          isLocked={isLocked}
          videos={[{ id: 'a', title: 'A', completed: false }]}
          watchLabel="Watch"
          watchAriaLabel={(title) => `Watch ${title}`}
          watchHref={(id) => `/academy/course/${id}`}
        />,
      );
    const open = card(false);
    expect(open).toMatch(/<a [^>]*href="\/academy\/course\/a"[^>]*>Watch<\/a>/);
    expect(open).toMatch(/<a [^>]*aria-label="Watch A"/);
    expect(open).not.toContain('<button');
    const locked = card(true);
    expect(locked).not.toContain('href=');
    expect(locked).toMatch(
      /<span [^>]*role="link"[^>]*aria-disabled="true"[^>]*>Watch<\/span>|<span [^>]*aria-disabled="true"[^>]*role="link"[^>]*>Watch<\/span>/,
    );
  });

  it('has a single action button labelled Start by default when there are no videos', () => {
    const html = renderToString(<LessonCard title="Module" />);
    expect(html).toContain('>Start<');
    expect(html).not.toContain('Watch');
  });

  it('replaces Watch with the upgrade link for premium content the reader may not play', () => {
    const html = renderToString(
      <LessonCard
        title="Premium"
        isPremiumLocked
        upgradeHref="/plans"
        upgradeLabel="See plans"
        videos={[{ id: 'a', title: 'A', completed: false }]}
      />,
    );
    expect(html).toContain('href="/plans"');
    expect(html).not.toContain('Watch');
  });
});
