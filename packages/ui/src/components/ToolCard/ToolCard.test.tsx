import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { ToolCard } from './ToolCard.tsx';

describe('ToolCard', () => {
  it('opens the website in a new tab without an opener', () => {
    const html = renderToString(
      <ToolCard
        name="Cursor"
        category="AI"
        description="AI editor"
        logoUrl="https://x.dev/l.png"
        logoAlt="Cursor logo"
        tags={['IDE', 'AI']}
        url="https://cursor.com/"
        visitLabel="Visit website"
      />,
    );
    expect(html).toContain('target="_blank"');
    expect(html).toContain('rel="noopener noreferrer"');
    expect(html).toContain('alt="Cursor logo"');
    expect(html).toContain('IDE');
    expect(html).toContain('Visit website');
  });

  it('shows an initial when there is no logo and no link without a safe address', () => {
    const html = renderToString(<ToolCard name="figma" category="Design" logoAlt="" tags={[]} url={null} visitLabel="Visit website" />);
    expect(html).toContain('>F<');
    expect(html).not.toContain('Visit website');
  });
});
