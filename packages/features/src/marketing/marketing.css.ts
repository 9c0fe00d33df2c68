import { style } from '@vanilla-extract/css';
import { media, vars } from '@academy/ui';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['12'],
  paddingBlock: vars.space['8'],
  paddingInline: vars.space['4'],
});
export const standalone = style({ minBlockSize: '100vh', backgroundColor: vars.color.background, color: vars.color.text });
/** /landing's bar: the wordmark at the start, the language switch and sign-in at the end; wraps on a narrow phone. */
export const landingBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  paddingBlock: vars.space['3'],
  paddingInline: vars.space['4'],
  borderBlockEnd: `1px solid ${vars.color.border}`,
});
export const landingBarEnd = style({ display: 'flex', alignItems: 'center', gap: vars.space['2'] });
export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['5'],
  maxInlineSize: '64rem',
  inlineSize: '100%',
  marginInline: 'auto',
});
export const centered = style({ alignItems: 'center', textAlign: 'center' });

export const hero = style([section, centered, { gap: vars.space['4'], paddingBlock: vars.space['8'] }]);
export const eyebrow = style({
  margin: 0,
  color: vars.color.primary,
  fontWeight: vars.font.weight.semibold,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  fontSize: vars.font.size.sm,
});
export const heroTitle = style({
  margin: 0,
  fontSize: 'clamp(1.9rem, 5vw, 3.2rem)',
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  maxInlineSize: '22ch',
});
export const heroText = style({ margin: 0, fontSize: vars.font.size.lg, color: vars.color.textMuted, maxInlineSize: '40rem' });
export const stat = style({ display: 'flex', alignItems: 'baseline', gap: vars.space['2'] });
export const statValue = style({ fontSize: vars.font.size['3xl'], fontWeight: vars.font.weight.bold, color: vars.color.primary });
export const statLabel = style({ color: vars.color.textMuted });

export const sectionTitle = style({ margin: 0, fontSize: vars.font.size['2xl'], fontWeight: vars.font.weight.bold, textAlign: 'center' });
export const grid = style({
  display: 'grid',
  inlineSize: '100%',
  gap: vars.space['4'],
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 220px), 1fr))',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const quote = style({ margin: 0, fontSize: vars.font.size.md, lineHeight: vars.font.lineHeight.normal });
export const quoteBy = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.textMuted });
export const quoteName = style({ fontWeight: vars.font.weight.semibold, color: vars.color.text });

export const faq = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  maxInlineSize: '48rem',
  inlineSize: '100%',
  marginInline: 'auto',
});
export const faqItem = style({
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  padding: vars.space['4'],
});
export const faqQuestion = style({ cursor: 'pointer', fontWeight: vars.font.weight.semibold });
export const faqAnswer = style({ margin: 0, marginBlockStart: vars.space['2'], color: vars.color.textMuted });

export const offer = style([
  section,
  centered,
  {
    padding: vars.space['6'],
    borderRadius: vars.radius.xl,
    backgroundColor: vars.color.premiumTint,
    border: `1px solid ${vars.color.premium}`,
  },
]);

export const cardTitle = style({ margin: 0, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.semibold });
export const cardText = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });
export const bullets = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'], margin: 0, padding: 0, listStyle: 'none' });
export const bullet = style({ display: 'flex', gap: vars.space['2'], alignItems: 'flex-start' });
export const bulletIcon = style({ color: vars.color.success, flexShrink: 0, marginTop: '3px' });
export const split = style({
  display: 'grid',
  gap: vars.space['6'],
  gridTemplateColumns: '1fr 1fr',
  alignItems: 'center',
  '@media': { [media.mobile]: { gridTemplateColumns: '1fr' } },
});
export const claim = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.textMuted });
