import type { ZReport } from '@domain/contracts/business-day';
import { BureauTime } from '@web/shared/bureau-time';
import { msg, useFormat, useT } from '@web/i18n';

type Handover = ZReport['tills'][number]['sessions'][number]['handovers'][number];

const STATUS = {
  awaiting_count: msg('awaiting its count'),
  awaiting_signoff: msg('awaiting a sign-off'),
  received: msg('received'),
} as const;

// The cash handed into and out of a till on the day (issue 46): each as sent and as counted by
// whoever received it; a drop is cash out to the vault.
export function ZTillHandovers(props: { till: ZReport['tills'][number] }) {
  const { t } = useT();
  const format = useFormat();
  const handovers = props.till.sessions.flatMap((s) => s.handovers);
  if (handovers.length === 0) return null;
  const what = (h: Handover) => {
    const sent = `${format.decimal(h.sent)} ${h.code}`;
    const counted = h.counted === null ? null : `${format.decimal(h.counted)} ${h.code}`;
    const values = { other: h.other, sent, counted: counted ?? '', status: t(STATUS[h.status]) };
    if (h.drop) {
      return counted
        ? t('Drop to {{other}}: {{sent}} sent, {{counted}} counted, {{status}}', values)
        : t('Drop to {{other}}: {{sent}} sent, {{status}}', values);
    }
    if (h.direction === 'out') {
      return counted
        ? t('To {{other}}: {{sent}} sent, {{counted}} counted, {{status}}', values)
        : t('To {{other}}: {{sent}} sent, {{status}}', values);
    }
    return counted
      ? t('From {{other}}: {{sent}} sent, {{counted}} counted, {{status}}', values)
      : t('From {{other}}: {{sent}} sent, {{status}}', values);
  };
  return (
    <ul
      className="grid gap-0.5 text-sm"
      aria-label={t('Cash handed over at {{till}}', { till: props.till.till.name })}
    >
      {handovers.map((h) => (
        <li key={h.id} className="tabular-nums" data-testid={`z-handover-${h.id}`}>
          <BureauTime value={h.created_at} style="minute" />
          {` · ${what(h)}`}
        </li>
      ))}
    </ul>
  );
}
