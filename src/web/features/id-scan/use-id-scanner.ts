import { useEffect, useRef } from 'react';
import { onKey, onQuiet, quietOf, type Burst, type BurstEnd } from './burst';

// A keyboard-wedge scanner types into whatever has focus (issue 44). One listener on the window,
// in the capture phase so it sees each key before the page does, tells its bursts from typing
// (burst.ts): a scan's keys never reach the field (the first one, typed before anyone could
// know, is taken back), and a fast burst that is no scan is given back to the field as typed.
// Screens stack (a customer form over the customers list): the latest mounted one gets the scan.

type Field = HTMLInputElement | HTMLTextAreaElement;
type Snapshot = { field: Field; value: string; start: number | null; end: number | null };

const receivers: { current: (text: string) => void }[] = [];
let burst: Burst | null = null;
let before: Snapshot | null = null;
let quietTimer: ReturnType<typeof setTimeout> | undefined;

const isField = (el: Element | null): el is Field =>
  el instanceof HTMLTextAreaElement ||
  (el instanceof HTMLInputElement &&
    /^(?:text|search|email|tel|url|password|number)$/.test(el.type));

function snapshot(): Snapshot | null {
  const el = document.activeElement;
  if (!isField(el)) return null;
  // A number input has no selection to read.
  const selection = (() => {
    try {
      return { start: el.selectionStart, end: el.selectionEnd };
    } catch {
      return { start: null, end: null };
    }
  })();
  return { field: el, value: el.value, ...selection };
}

// A React-controlled field keeps its own copy of the value: set the DOM's through the native
// setter, then say so with an input event, as a person's typing would.
function restore(before: Snapshot) {
  const { field } = before;
  const proto = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement : HTMLInputElement;
  Object.getOwnPropertyDescriptor(proto.prototype, 'value')?.set?.call(field, before.value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  try {
    if (before.start !== null) field.setSelectionRange(before.start, before.end);
  } catch {
    // A field without a selection (number) keeps its caret where it is.
  }
}

function giveBack(text: string) {
  const el = document.activeElement;
  if (!isField(el)) return;
  const typed = el instanceof HTMLTextAreaElement ? text : text.replace(/\n/g, '');
  // insertText types as the keyboard would: React sees an input event, undo keeps working.
  if (typed) document.execCommand('insertText', false, typed);
  // An Enter held in a one-line field was a submit.
  if (el instanceof HTMLInputElement && text.includes('\n')) el.form?.requestSubmit();
}

function finish(ended: BurstEnd | null, snap: Snapshot | null) {
  if (!ended) return;
  if (!ended.scan) {
    giveBack(ended.heldText);
    return;
  }
  if (snap && snap.field.isConnected && snap.field.value !== snap.value) restore(snap);
  receivers.at(-1)?.current(ended.text);
}

function scheduleQuiet(wait: number) {
  clearTimeout(quietTimer);
  quietTimer = setTimeout(() => {
    const step = onQuiet(burst, performance.now());
    burst = step.burst;
    if (burst) scheduleQuiet(10);
    else finish(step.ended, before);
  }, wait + 5);
}

function onKeyDown(event: KeyboardEvent) {
  if (event.isComposing) return;
  const key = event.ctrlKey || event.metaKey || event.altKey ? 'Modified' : event.key;
  const snap = before;
  // The field as it is before this key: kept in case this key starts a scan.
  const current = snapshot();
  const step = onKey(burst, key, event.timeStamp);
  burst = step.burst;
  // A burst that ends here is settled before this key acts, so the text keeps its order.
  finish(step.ended, snap);
  if (step.first) before = current;
  if (step.hold) {
    event.preventDefault();
    event.stopImmediatePropagation();
  }
  if (burst) scheduleQuiet(quietOf(burst));
}

/** Calls `onScan` with the text of each scan typed while this screen is the latest to listen. */
export function useIdScanner(onScan: (text: string) => void, enabled = true) {
  const receiver = useRef(onScan);
  useEffect(() => {
    receiver.current = onScan;
  }, [onScan]);
  useEffect(() => {
    if (!enabled) return;
    const entry = { current: (text: string) => receiver.current(text) };
    receivers.push(entry);
    if (receivers.length === 1) window.addEventListener('keydown', onKeyDown, true);
    return () => {
      receivers.splice(receivers.indexOf(entry), 1);
      if (receivers.length === 0) {
        window.removeEventListener('keydown', onKeyDown, true);
        clearTimeout(quietTimer);
        burst = null;
        before = null;
      }
    };
  }, [enabled]);
}
