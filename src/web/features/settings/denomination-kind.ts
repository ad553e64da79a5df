import type { DENOMINATION_KINDS } from '@domain/contracts/cash';
import { msg, useT } from '@web/i18n';

type DenominationKind = (typeof DENOMINATION_KINDS)[number];

// One word per kind, lower case as a sentence writes it; a label starts it with a capital.
// (The message 'Note' is a written note on other screens: its French differs.)
const KIND_TEXT: Record<DenominationKind, string> = { note: msg('note'), coin: msg('coin') };

/** A denomination's kind as a label: 'Note' / 'Billet', 'Coin' / 'Pièce'. */
export function useKindLabel(): (kind: DenominationKind) => string {
  const { t } = useT();
  return (kind) => {
    const text = t(KIND_TEXT[kind]);
    return text.charAt(0).toUpperCase() + text.slice(1);
  };
}
