import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { PromptCard, type PromptCardProps } from './PromptCard.tsx';

const base: PromptCardProps = {
  title: 'Auth setup',
  text: 'Create a Supabase client...',
  typeLabel: 'Setup',
  category: 'Auth',
  authorLabel: 'By Ana',
  locked: false,
  copyLabel: 'Copy',
  onCopy: () => {},
  premiumLabel: 'Premium',
  premiumTooltip: 'This prompt requires a paid subscription',
  premiumHref: '/plans',
  lockedLabel: 'For subscribers',
};

describe('PromptCard', () => {
  it('shows the text and a copy button when unlocked', () => {
    const html = renderToString(<PromptCard {...base} />);
    expect(html).toContain('Create a Supabase client...');
    expect(html).toContain('Copy');
    expect(html).not.toContain('href="/plans"');
  });

  it('shows a Premium link to the plans instead of text when locked', () => {
    const html = renderToString(<PromptCard {...base} text={null} locked />);
    expect(html).toContain('href="/plans"');
    expect(html).toContain('For subscribers');
    expect(html).not.toContain('>Copy<');
  });
});
