import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { media as screens } from '../../theme/breakpoints.ts';

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'] });

// With a side panel (the transcript): beside the player and its footer on wider screens, under them on a phone; the
// DOM order (player, footer, panel, discussion) is the reading and focus order in both.
export const bodyWithAside = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space['4'],
  '@media': {
    [screens.desktop]: {
      gridTemplateColumns: 'minmax(0, 2fr) minmax(15rem, 1fr)',
      gridTemplateAreas: '"player aside" "footer aside" "rest rest"',
    },
  },
});
const area = (name: string) => style({ minInlineSize: 0, '@media': { [screens.desktop]: { gridArea: name } } });
export const playerArea = area('player');
export const footerArea = area('footer');
export const restArea = area('rest');
// The panel takes the height of the player and footer beside it (its content scrolls inside), and a fixed height on
// a phone, so a long transcript never pushes the discussion away.
export const aside = style({
  position: 'relative',
  minInlineSize: 0,
  blockSize: '18rem',
  '@media': { [screens.desktop]: { gridArea: 'aside', blockSize: 'auto', minBlockSize: '16rem' } },
});
export const asideInner = style({ position: 'absolute', inset: 0, display: 'flex', flexDirection: 'column' });

// Captions the app draws over a YouTube player: white on a dark band, above YouTube's own control bar, never in the
// way of a press on the player.
export const captionBox = style({
  position: 'absolute',
  insetInline: '5%',
  insetBlockEnd: '14%',
  display: 'flex',
  justifyContent: 'center',
  pointerEvents: 'none',
});
// The same look for an uploaded video's own track: the browser's default sizes cues by the video's height, which
// makes them unreadably small on a phone.
const captionText = {
  backgroundColor: 'rgba(0, 0, 0, 0.8)',
  color: '#fff',
  fontSize: 'clamp(0.85rem, 2.4vw, 1.25rem)',
  lineHeight: 1.35,
};
export const caption = style({
  maxInlineSize: '100%',
  paddingInline: '0.5em',
  paddingBlock: '0.15em',
  borderRadius: vars.radius.sm,
  ...captionText,
  textAlign: 'center',
  whiteSpace: 'pre-line',
  overflowWrap: 'anywhere',
});

export const frameBox = style({
  position: 'relative',
  inlineSize: '100%',
  aspectRatio: '16 / 9',
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  backgroundColor: '#000',
});
export const frame = style({ position: 'absolute', inset: 0, inlineSize: '100%', blockSize: '100%', border: 0 });
/** A captioned YouTube lesson's own full-screen button, in the frame's top corner (YouTube's bottom bar stays clear). */
export const fullscreenButton = style({
  position: 'absolute',
  insetBlockStart: vars.space['2'],
  insetInlineEnd: vars.space['2'],
  zIndex: 1,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: '2.25rem',
  blockSize: '2.25rem',
  border: 0,
  borderRadius: vars.radius.md,
  backgroundColor: 'rgba(0, 0, 0, 0.6)',
  color: '#fff',
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});
export const frameOverlay = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  color: '#fff',
});

export const media = style({
  inlineSize: '100%',
  aspectRatio: '16 / 9',
  borderRadius: vars.radius.md,
  backgroundColor: '#000',
  display: 'block',
});

export const unavailable = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['3'],
  aspectRatio: '16 / 9',
  padding: vars.space['6'],
  textAlign: 'center',
  borderRadius: vars.radius.md,
  border: `1px dashed ${vars.color.borderStrong}`,
  backgroundColor: vars.color.surfaceSunken,
  color: vars.color.textMuted,
});
export const unavailableLink = style({ color: vars.color.primary, fontWeight: vars.font.weight.medium, overflowWrap: 'anywhere' });

export const footer = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['4'],
  flexWrap: 'wrap',
});
export const progress = style({ flex: '1 1 12rem', minInlineSize: 0, display: 'flex', flexDirection: 'column', gap: vars.space['1'] });
// The questions' strip: same width as the bar, one round button per question at its place in the lesson.
export const markers = style({
  position: 'relative',
  blockSize: '1rem',
  borderBlockStart: `1px dashed ${vars.color.borderStrong}`,
});
export const marker = style({
  position: 'absolute',
  insetBlockStart: '-0.4rem',
  inlineSize: '0.8rem',
  blockSize: '0.8rem',
  marginInlineStart: '-0.4rem',
  padding: 0,
  borderRadius: '50%',
  border: `2px solid ${vars.color.surface}`,
  backgroundColor: vars.color.warning,
  cursor: 'pointer',
  selectors: {
    '&:hover': { transform: 'scale(1.25)' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] });
export const notice = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space['3'],
  inlineSize: '100%',
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});
globalStyle(`${media}::cue`, captionText);
