import type { KeyboardEvent } from 'react';

// Moving through a count with the keyboard (issue 47): a till's count has up to a hundred
// quantities, so Tab alone is too long a walk. Enter in a quantity goes on to the next
// currency's first quantity (after the last, to what follows the cards: Show all currencies or
// the submit button); Alt+Page Down and Alt+Page Up jump to the next and previous currency;
// Ctrl+Enter (⌘+Enter) submits from anywhere in the form. Each currency's card carries
// data-count-currency; what Enter reaches after the last card carries data-count-next.

export const COUNT_SHORTCUTS = 'Enter Alt+PageDown Alt+PageUp Control+Enter Meta+Enter';

/** Focuses a currency's first quantity; false when there is none. */
export function focusCurrency(card: Element | undefined): boolean {
  const input = card?.querySelector<HTMLInputElement>('input');
  if (!input) return false;
  input.focus();
  input.select();
  return true;
}

export function countKeyDown(event: KeyboardEvent<HTMLFormElement>) {
  const form = event.currentTarget;
  const target = event.target as HTMLElement;
  if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
    event.preventDefault();
    form.requestSubmit();
    return;
  }
  const cards = Array.from(form.querySelectorAll('[data-count-currency]'));
  const at = cards.findIndex((card) => card.contains(target));
  const plain = !event.altKey && !event.shiftKey && !event.ctrlKey && !event.metaKey;
  if (event.key === 'Enter' && plain && at >= 0 && target instanceof HTMLInputElement) {
    // Enter never submits from a quantity: a count half typed is not sent by a slip.
    event.preventDefault();
    if (!focusCurrency(cards[at + 1])) {
      form.querySelector<HTMLElement>('[data-count-next]:not(:disabled)')?.focus();
    }
    return;
  }
  if (event.altKey && (event.key === 'PageDown' || event.key === 'PageUp')) {
    event.preventDefault();
    const step = event.key === 'PageDown' ? 1 : -1;
    // From outside the cards (the currency links), Alt+Page Down goes to the first currency.
    const next = at < 0 ? (step > 0 ? 0 : cards.length - 1) : at + step;
    focusCurrency(cards[next]);
  }
}
