// What a dialog focuses when it opens: its first field (an input, text area, select or
// combobox that can take input), not a tab or the Close button that may come before it.
const FIELDS = 'input, textarea, select, [role="combobox"]';

function isFillable(element: HTMLElement): boolean {
  if (element.matches(':disabled, [readonly], [type="hidden"], [aria-hidden="true"] *')) {
    return false;
  }
  if (element.getAttribute('aria-hidden') === 'true' || element.tabIndex < 0) return false;
  // Hidden inputs behind custom controls (e.g. a select's native twin) have no boxes.
  return element.getClientRects().length > 0;
}

// For Radix `onOpenAutoFocus`: focuses the first field of the opened content, or leaves Radix's
// own choice (the first focusable element) when there is no field.
export function focusFirstField(event: Event) {
  if (event.defaultPrevented || !(event.target instanceof HTMLElement)) return;
  const fields = event.target.querySelectorAll<HTMLElement>(FIELDS);
  const first = Array.from(fields).find(isFillable);
  if (!first) return;
  event.preventDefault();
  first.focus();
}
