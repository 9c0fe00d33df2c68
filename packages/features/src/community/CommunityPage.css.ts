import { style } from '@vanilla-extract/css';
import { vars } from '@academy/ui';

// The shell's main area has no padding: the page insets itself, aligned with the breadcrumb.
export const page = style({
  padding: vars.space['4'],
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['6'],
  maxInlineSize: '72rem',
  marginInline: 'auto',
  inlineSize: '100%',
});
export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space['4'],
});
export const title = style({ margin: 0, fontSize: vars.font.size['2xl'], fontWeight: vars.font.weight.bold });
export const subtitle = style({ margin: `${vars.space['1']} 0 0`, color: vars.color.textMuted });
export const muted = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  margin: 0,
});
export const center = style({ display: 'flex', justifyContent: 'center', padding: vars.space['6'] });

export const comments = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'] });
export const commentList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
});
export const comment = style({
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});
export const commentMeta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  fontSize: vars.font.size.xs,
  color: vars.color.textMuted,
  marginBlockEnd: vars.space['1'],
});
export const commentText = style({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });
export const commentForm = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'] });
export const fieldLabel = style({ fontSize: vars.font.size.sm, fontWeight: vars.font.weight.medium });
export const textarea = style({
  inlineSize: '100%',
  minBlockSize: '4.5rem',
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.borderStrong}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  resize: 'vertical',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '1px' },
    '&:disabled': { opacity: 0.6, cursor: 'not-allowed' },
  },
});
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'] });
export const formActions = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space['2'] });
export const confirmText = style({ margin: 0, color: vars.color.textMuted });

export const headerActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'], alignItems: 'center' });
