// Finds content that leaves its box: the page scrolling sideways, or an element drawn outside the nearest
// ancestor that visibly draws a box (a border or a background), unless that ancestor scrolls (content that
// scrolls is reachable). Screenshots show such defects only to a reader; this measures them on every run.
import type { Page } from 'playwright-core';

export type OverflowProblem = { element: string; box: string; by: number; text: string };

/** Runs in the page: a description of each element that sticks out of its box by more than 1 px. */
function measureOverflow(): OverflowProblem[] {
  const problems: OverflowProblem[] = [];
  const describe = (element: Element) => {
    const classes = typeof element.className === 'string' ? element.className.split(/\s+/).filter(Boolean).slice(0, 2).join('.') : '';
    const testId = element.getAttribute('data-testid');
    return `${element.tagName.toLowerCase()}${testId ? `[data-testid=${testId}]` : ''}${classes ? `.${classes}` : ''}`;
  };
  const root = document.documentElement;
  if (root.scrollWidth > root.clientWidth + 1)
    problems.push({ element: 'html', box: 'viewport', by: root.scrollWidth - root.clientWidth, text: 'the page scrolls sideways' });

  const drawsBox = (style: CSSStyleDeclaration) =>
    (parseFloat(style.borderTopWidth) > 0 && style.borderTopStyle !== 'none' && parseFloat(style.borderLeftWidth) > 0) ||
    (style.backgroundColor !== 'rgba(0, 0, 0, 0)' && style.backgroundColor !== 'transparent');
  const scrolls = (style: CSSStyleDeclaration) => /(auto|scroll)/.test(style.overflowX + style.overflowY);
  const hiddenFromView = (element: Element, style: CSSStyleDeclaration): boolean =>
    // Not rendered: visibility hidden, or inside a closed <details> (content-visibility: hidden).
    !element.checkVisibility({ visibilityProperty: true }) ||
    style.position === 'fixed' ||
    // Visually hidden text (screen readers only) is clipped to nothing on purpose.
    (style.position === 'absolute' && (style.clip === 'rect(0px, 0px, 0px, 0px)' || style.clipPath === 'inset(50%)')) ||
    element.closest('[aria-hidden="true"], [hidden], [data-overflow-ok]') !== null;

  // An element that draws nothing itself (no text, box or picture), like a transparent hit area on an edge, cannot be seen leaving its box.
  const drawsNothing = (element: Element, style: CSSStyleDeclaration) =>
    !drawsBox(style) &&
    !(element.textContent ?? '').trim() &&
    !element.matches('img, svg, video, canvas, input, textarea, select') &&
    !element.querySelector('img, svg, video, canvas, input, textarea, select');

  for (const element of document.querySelectorAll('body *')) {
    const rect = element.getBoundingClientRect();
    if (rect.width === 0 || rect.height === 0) continue;
    const style = getComputedStyle(element);
    if (hiddenFromView(element, style) || drawsNothing(element, style)) continue;
    let ancestor = element.parentElement;
    let box: Element | null = null;
    let skip = false;
    while (ancestor && ancestor !== document.body) {
      const ancestorStyle = getComputedStyle(ancestor);
      if (scrolls(ancestorStyle)) {
        skip = true;
        break;
      }
      if (drawsBox(ancestorStyle)) {
        box = ancestor;
        break;
      }
      ancestor = ancestor.parentElement;
    }
    if (skip || !box) continue;
    const outer = box.getBoundingClientRect();
    const by = Math.max(outer.left - rect.left, rect.right - outer.right, outer.top - rect.top, rect.bottom - outer.bottom);
    if (by > 1)
      problems.push({
        element: describe(element),
        box: describe(box),
        by: Math.round(by),
        text: (element.textContent ?? '').trim().slice(0, 40),
      });
  }
  return problems;
}

/**
 * Runs in the page: boxes that scroll sideways and hide part of their content without showing it (issue 20.10).
 * A box that shows it (the tables' fade and arrow, packages/ui TableScroller) marks itself `data-scrolls="true"`
 * and can take keyboard focus, so the hidden part is also reachable without a pointer.
 */
function measureHiddenScroll(): OverflowProblem[] {
  const problems: OverflowProblem[] = [];
  for (const element of document.querySelectorAll('body *')) {
    const style = getComputedStyle(element);
    if (!/(auto|scroll)/.test(style.overflowX) || element.scrollWidth <= element.clientWidth + 1) continue;
    if (!element.checkVisibility({ visibilityProperty: true }) || element.closest('[aria-hidden="true"], [data-overflow-ok]')) continue;
    const shows = element.getAttribute('data-scrolls') === 'true';
    const focusable = element.getAttribute('tabindex') === '0' || element.querySelector('a[href], button, input, [tabindex="0"]') !== null;
    if (shows && focusable) continue;
    const testId = element.getAttribute('data-testid');
    problems.push({
      element: `${element.tagName.toLowerCase()}${testId ? `[data-testid=${testId}]` : ''}`,
      box: shows ? 'its box (shows it scrolls, but a keyboard cannot reach it)' : 'its box (scrolls without showing it)',
      by: element.scrollWidth - element.clientWidth,
      text: (element.textContent ?? '').trim().slice(0, 40),
    });
  }
  return problems;
}

export async function overflowProblems(page: Page): Promise<OverflowProblem[]> {
  return [...(await page.evaluate(measureOverflow)), ...(await page.evaluate(measureHiddenScroll))];
}

/** A readable list for a failing assertion. */
export function formatProblems(problems: OverflowProblem[]): string {
  return problems.map((problem) => `${problem.element} '${problem.text}' leaves ${problem.box} by ${problem.by}px`).join('\n');
}
