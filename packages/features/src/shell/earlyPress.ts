// A press before the app is live is still a press (issue 34.1). A prerendered page is on screen, with its buttons and
// forms, while the app's code, the visitor's language and the route still download; React attaches its listeners only
// when it takes the page over. A tap in that window used to be lost (the language switch stayed shut), and a submit
// was a native GET that put the password in the address bar.
//
import { useLayoutEffect, useRef, type RefObject } from 'react';

// One mechanism keeps them: index.html's first inline script, which runs before the first paint, records what was
// pressed, what was typed into each named text field of a form and a submit nobody handled (which it cancels), in
// `window.academyEarly`. This module reads that record: a stand-in asks whether it was pressed (wasPressedEarly), and
// a form, in the commit that takes it over (hydration may take a page over in several commits, so each form does it
// for itself), hands the typed values to React and performs the submit (useEarlyInput).

/** What index.html's first script keeps until the app is live. */
export type EarlyRecord = {
  /** Every element pressed (pointerdown or click) before the app was live, in order. */
  pressed: Element[];
  /**
   * Every click before React listened, with the clicked element's place under #root (the child position at each
   * level), by which the same control is found in a page the app rendered afresh.
   */
  clicks: { target: Element; place: number[] }[];
  /** Set by main.tsx when React takes the page over by hydration: from then on React handles (and replays) presses. */
  reactListens: boolean;
  /** What was last typed into each named text field of a form, by `<form action> <field name>`. */
  fields: Record<string, string>;
  /** The last submit nobody handled (cancelled: no React listener on its form yet), with the button that made it. */
  submit: { form: HTMLFormElement; submitter: HTMLElement | null } | null;
  /** A keyboard shortcut pressed before the app was live (Ctrl/Cmd+K: 'search'), until the app performs it. */
  shortcut: 'search' | null;
};

declare global {
  interface Window {
    academyEarly?: EarlyRecord;
  }
}

function record(): EarlyRecord | undefined {
  return typeof window === 'undefined' ? undefined : window.academyEarly;
}

/** Whether this stand-in (or something inside it) was pressed before the app could answer. */
export function wasPressedEarly(element: Element | null): boolean {
  return element !== null && (record()?.pressed.some((pressed) => element.contains(pressed)) ?? false);
}

/** Whether this shortcut was pressed before the app was live and is not yet performed. */
export function earlyShortcutPending(name: 'search'): boolean {
  return record()?.shortcut === name;
}

/** The early shortcut is performed (or dismissed): a later render does not perform it again. */
export function earlyShortcutDone(name: 'search'): void {
  const early = record();
  if (early?.shortcut === name) early.shortcut = null;
}

/** The key index.html's script files a field's typed value under. */
export function fieldKey(form: HTMLFormElement, name: string): string {
  return `${form.getAttribute('action') ?? ''} ${name}`;
}

type TextField = HTMLInputElement | HTMLTextAreaElement;

function isTextField(element: Element): element is TextField {
  return (
    element instanceof HTMLTextAreaElement ||
    (element instanceof HTMLInputElement && !/^(checkbox|radio|file|submit|button|reset|image|hidden)$/.test(element.type))
  );
}

/**
 * Gives React a value that is in the field but not in React's state, as typing would. React keeps what it last saw
 * of the field in a tracker behind the element's own `value` setter and calls onChange only when an input event
 * finds the value changed since: so the tracker is set to the field's default through that setter, the value is
 * written through the prototype's setter (which the tracker does not see), and then the input event is sent.
 */
function typeInto(field: TextField, value: string): void {
  const nativeSetter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
  if (!nativeSetter) return;
  field.value = field.defaultValue;
  nativeSetter.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * Called by a form in the commit in which it is taken over (hydrated or rendered afresh: React's listeners are on it,
 * nothing has re-rendered its fields yet): every named text field whose text React has not seen gets it (still in
 * the field when the page was hydrated; from the record when the app rendered the page afresh), then a submit made
 * early is performed, one task later, once React has rendered those values (the form's submit handler reads its state).
 */
export function takeOverEarlyInput(form: HTMLFormElement): void {
  const early = record();
  if (!early) return;
  for (const field of form.elements) {
    if (!isTextField(field) || !field.name) continue;
    const key = fieldKey(form, field.name);
    const typed = field.value !== field.defaultValue ? field.value : early.fields[key];
    if (typed !== undefined && typed !== field.defaultValue) typeInto(field, typed);
    delete early.fields[key]; // after typeInto: its input event is recorded too while the app is not live
  }
  const { submit } = early;
  if (!submit || (submit.form !== form && (submit.form.isConnected || submit.form.getAttribute('action') !== form.getAttribute('action'))))
    return;
  early.submit = null;
  // The button that submitted, when it is still this form's (requestSubmit refuses any other element).
  const { submitter: pressed } = submit;
  const submitter = pressed instanceof HTMLButtonElement && pressed.type === 'submit' && pressed.form === form ? pressed : null;
  setTimeout(() => {
    if (form.isConnected) form.requestSubmit(submitter);
  }, 0);
}

/**
 * The ref for a form that can be on a prerendered page: it takes over what was typed into it and a submit made
 * before the app was live (index.html's script cancels that submit and keeps it).
 */
export function useEarlyInput(): RefObject<HTMLFormElement | null> {
  const form = useRef<HTMLFormElement>(null);
  useLayoutEffect(() => {
    if (form.current) takeOverEarlyInput(form.current);
  }, []);
  return form;
}

/**
 * The controls a press is kept for: buttons that act through the app. Links navigate without it (their addresses are
 * real), submit buttons are the form's (takeOverEarlyInput), and native checkboxes and radios change by themselves.
 */
const KEPT_CONTROL = 'button:not([type="submit"]), [role="button"], [role="tab"], [role="switch"], [role="menuitem"]';

/** The element at `place` under `root` (a child position per level), or null when the page has no such element. */
function elementAt(root: Element, place: number[]): Element | null {
  let node: Element | undefined = root;
  for (const index of place) node = node?.children[index];
  return node ?? null;
}

/**
 * Performs, once the app is live, each click made on a control before React listened: on the very element when the
 * app adopted the page, or on the element at the same place when it rendered the page afresh (the same tree for the
 * same path, so the same place; a different tag means a different page, and nothing is pressed). Repeated clicks on
 * one control count once: a person who presses again because nothing happened wants it done once. A control that
 * keeps its own early press (wasPressedEarly) is left to it.
 */
export function performEarlyClicks(root: Element): void {
  const early = record();
  if (!early) return;
  const { clicks } = early;
  early.clicks = [];
  let previous: Element | null = null;
  for (const { target, place } of clicks) {
    const pressed = target.closest(KEPT_CONTROL);
    if (!pressed || pressed.closest('[data-keeps-early-press]')) continue;
    const control = target.isConnected ? pressed : sameControl(root, target, place, pressed);
    if (!control || control === previous || !(control instanceof HTMLElement)) continue;
    previous = control;
    if (control.matches(':disabled, [aria-disabled="true"]')) continue;
    control.click();
  }
}

/** In a page rendered afresh: the control at the place of the element clicked in the page it replaced. */
function sameControl(root: Element, target: Element, place: number[], pressed: Element): Element | null {
  const now = elementAt(root, place);
  if (!now || now.tagName !== target.tagName) return null;
  const control = now.closest(KEPT_CONTROL);
  return control && control.tagName === pressed.tagName && control.getAttribute('role') === pressed.getAttribute('role') ? control : null;
}
