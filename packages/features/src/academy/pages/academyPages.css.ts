import { style } from '@vanilla-extract/css';
import { media, vars } from '@academy/ui';

/** The page is a size container: the course layout splits by the room it has, not by the window (the sidebar takes some). */
export const page = style({
  containerType: 'inline-size',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['6'],
  inlineSize: '100%',
  maxInlineSize: '72rem',
  marginInline: 'auto',
  paddingBlock: vars.space['6'],
  paddingInline: vars.space['4'],
});

export const backLink = style({ alignSelf: 'flex-start' });
export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'] });
export const title = style({
  margin: 0,
  fontSize: vars.font.size['3xl'],
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});
export const subtitle = style({ margin: 0, fontSize: vars.font.size.md, color: vars.color.textMuted, maxInlineSize: '48rem' });
export const sectionTitle = style({ margin: 0, fontSize: vars.font.size.xl, fontWeight: vars.font.weight.semibold });

/** Course page: modules beside the progress card when the page has room for both (about 52rem: a lesson column of
 * at least 27rem); otherwise one column with the card first (a tablet with the sidebar open is not wide enough). */
const SIDE_BY_SIDE = '(min-width: 52rem)';
export const courseLayout = style({
  display: 'grid',
  gap: vars.space['6'],
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@container': { [SIDE_BY_SIDE]: { gridTemplateColumns: 'minmax(0, 1fr) 20rem', alignItems: 'start' } },
});
export const aside = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  '@container': { [SIDE_BY_SIDE]: { position: 'sticky', insetBlockStart: vars.space['4'], gridColumn: 2, gridRow: 1 } },
});
// The server's course page carries the aside of both a visitor and a member (it does not know which this browser
// is); index.html's first script marks <html data-session="stored"> before the first paint when a session is kept,
// and the app, once it renders, shows only the reader's own (the mark is gone by then).
export const forStoredSession = style({ display: 'none', selectors: { 'html[data-session="stored"] &': { display: 'block' } } });
export const forVisitor = style({ selectors: { 'html[data-session="stored"] &': { display: 'none' } } });
export const modules = style({ display: 'flex', flexDirection: 'column', gap: vars.space['8'], minInlineSize: 0 });
export const module = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'] });
export const moduleHeader = style({ display: 'flex', alignItems: 'center', gap: vars.space['2'], flexWrap: 'wrap' });
export const moduleTitle = style({ margin: 0, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.semibold });
export const moduleNote = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.textMuted });
export const lessonGrid = style({
  display: 'grid',
  gap: vars.space['3'],
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 16rem), 1fr))',
});
export const cardNote = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.textMuted });
export const stateBox = style({ paddingBlock: vars.space['10'] });

export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] });
export const courseGrid = style({
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 16rem), 1fr))',
});
export const courseCard = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'], blockSize: '100%' });
export const courseMeta = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'], alignItems: 'center' });
export const grow = style({ flexGrow: 1 });
export const infoRow = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['3'] });
export const infoItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  paddingBlock: vars.space['2'],
  paddingInline: vars.space['3'],
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceSunken,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
});
export const hero = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  padding: vars.space['8'],
  borderRadius: vars.radius.xl,
  backgroundColor: vars.color.primaryTint,
  '@media': { [media.mobile]: { padding: vars.space['5'] } },
});
export const heroTitle = style({
  margin: 0,
  fontSize: vars.font.size['3xl'],
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  maxInlineSize: '40rem',
});
export const eyebrow = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.primary,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
});
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['3'] });
export const twoCards = style({
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 18rem), 1fr))',
});
export const sectionHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  flexWrap: 'wrap',
});
export const promptText = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
  display: '-webkit-box',
  WebkitLineClamp: 3,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

/** The home page's academy card: the catalogue's course titles, one link a line. */
export const homeCourseList = style({
  margin: 0,
  paddingInlineStart: vars.space['5'],
  display: 'grid',
  gap: vars.space['1'],
  color: vars.color.text,
});

/** Staff's "preview as a learner" note above a course page (issue 33). */
export const previewNote = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  padding: vars.space['4'],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.info}`,
  background: vars.color.infoTint,
  color: vars.color.infoText,
});
export const previewText = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'], minInlineSize: 0 });
export const previewTitle = style({ margin: 0, fontSize: vars.font.size.md });
export const previewBody = style({ margin: 0, fontSize: vars.font.size.sm });
export const previewActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] });

// The name a certificate prints (CertificateNameDialog) and the owner's correction under the certificate.
export const certificateForm = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'] });
export const certificateFormActions = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space['2'], flexWrap: 'wrap' });
export const certificateCorrection = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['3'],
  marginBlockStart: vars.space['4'],
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  '@media': { print: { display: 'none' } },
});
