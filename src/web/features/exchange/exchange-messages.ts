import type { Formats } from '@web/i18n';

// The domain's exchange messages in the reader's language (decision 0039). Most are fixed texts
// a catalogue holds; a few are built with a pair's number, a currency code or a threshold, and
// are read back into their parts here so that the parts are translated and the figures written
// the reader's way ('$3,000' → '3 000 $').

type Translate = (key: string, values?: Record<string, unknown>) => string;

// The rules' wordings of compliance/identification.ts, with their threshold in dollars.
function ruleWording(text: string, t: Translate, f: Formats): string {
  const dollars = /\$(\d[\d,]*(?:\.\d+)?)/.exec(text);
  if (!dollars?.[1]) return t(text);
  const value = dollars[1].replace(/,/g, '');
  const amount = f.dollars(value, value.includes('.') ? 2 : 0);
  const shape = text.replace(dollars[0], '{{amount}}');
  switch (shape) {
    case 'for exchanges of {{amount}} or more':
      return t('for exchanges of {{amount}} or more', { amount });
    case 'for cash of {{amount}} or more within 24 hours':
      return t('for cash of {{amount}} or more within 24 hours', { amount });
    case 'for virtual currency of {{amount}} or more within 24 hours':
      return t('for virtual currency of {{amount}} or more within 24 hours', { amount });
    case 'for virtual currency exchanges of {{amount}} or more':
      return t('for virtual currency exchanges of {{amount}} or more', { amount });
    case 'for on-behalf exchanges of {{amount}} or more':
      return t('for on-behalf exchanges of {{amount}} or more', { amount });
    default:
      return text;
  }
}

/** An exchange message from the domain or the server, in the reader's language. */
export function exchangeMessage(message: string, t: Translate, f: Formats): string {
  // What the till cannot pay out (issue 46): the amounts written the reader's way.
  const payout =
    /^Pair (\d+): ([\d.]+) (\w+) cannot be paid out in multiples of ([\d.]+) \w+; (?:([\d.]+) \w+ can be, or override|override to pay it)$/.exec(
      message,
    );
  if (payout) {
    const [, n, amount = '', code = '', unit = '', payable] = payout;
    // Grouped, with the decimals the server wrote.
    const shown = (value: string) => f.amount(value, value.split('.')[1]?.length ?? 0);
    const values = {
      n,
      amount: shown(amount),
      unit: shown(unit),
      code,
      payable: payable ? shown(payable) : '',
    };
    return payable
      ? t(
          'Pair {{n}}: {{amount}} {{code}} cannot be paid out in multiples of {{unit}} {{code}}; {{payable}} {{code}} can be, or override',
          values,
        )
      : t(
          'Pair {{n}}: {{amount}} {{code}} cannot be paid out in multiples of {{unit}} {{code}}; override to pay it',
          values,
        );
  }
  const pair = /^Pair (\d+): (.+)$/.exec(message);
  if (pair) return t('Pair {{n}}: {{problem}}', { n: pair[1], problem: t(pair[2] ?? '') });
  const noRate = /^No rate to (\w+) for (.+)$/.exec(message);
  if (noRate) return t('No rate to {{base}} for {{code}}', { base: noRate[1], code: noRate[2] });
  const needed = /^(.+) is required (for .+)$/.exec(message);
  if (needed) {
    return t('{{what}} is required {{rule}}', {
      what: t(needed[1] ?? ''),
      rule: ruleWording(needed[2] ?? '', t, f),
    });
  }
  return t(message);
}
