import { style } from '@vanilla-extract/css';
import { vars } from '@academy/ui';

// Shared by the 404 page and the screen error (ScreenErrorBoundary.tsx): the same centred message layout.

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['4'],
  minBlockSize: '60vh',
  textAlign: 'center',
  padding: vars.space['6'],
});

export const code = style({ margin: 0, fontSize: '4rem', fontWeight: vars.font.weight.bold, color: vars.color.primary, lineHeight: 1 });

export const title = style({ margin: 0, fontSize: vars.font.size.xl, color: vars.color.text });

export const body = style({ margin: 0, maxInlineSize: '40ch', color: vars.color.textMuted });
