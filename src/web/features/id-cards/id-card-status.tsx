import { idCardGaps } from '@domain/compliance';
import type { IdCard } from '@domain/contracts/id-cards';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { useFormat, useT } from '@web/i18n';
import { GAP_LABELS, issuerText } from './id-card-issuer';

// Who issued a card and who checked it (issue 44), or what it still lacks to identify its
// holder, with the way to complete it.
export function IdCardStatus(props: { card: IdCard; onComplete?: () => void }) {
  const { t } = useT();
  const format = useFormat();
  const { card } = props;
  const issuer = issuerText(card, format.language);
  const gaps = idCardGaps(card);
  return (
    <div className="mt-1 grid gap-1 text-xs">
      {issuer && <p>{t('Issued by {{issuer}}', { issuer })}</p>}
      {card.verified_on && (
        <p className="text-muted-foreground">
          {card.verified_by
            ? t('Verified on {{date}} by {{name}}', {
                date: format.day(card.verified_on),
                name: card.verified_by,
              })
            : t('Verified on {{date}}', { date: format.day(card.verified_on) })}
        </p>
      )}
      {gaps.length > 0 && (
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="warning">{t('Incomplete')}</Badge>
          <span>
            {t('Missing: {{what}}', { what: gaps.map((gap) => t(GAP_LABELS[gap])).join(', ') })}
          </span>
          {props.onComplete && (
            <Button
              type="button"
              variant="outline"
              size="sm"
              className="h-7"
              aria-label={t('Complete ID card {{number}}', { number: card.id_number })}
              onClick={props.onComplete}
            >
              {t('Complete')}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
