// The exchange's submit button, pointing at what keeps it disabled, and SPEC §5's message when
// the exchange is not complete yet.
import { EXCHANGE_MESSAGES } from '@domain/exchange';
import { Button } from '@web/components/ui/button';
import { useT } from '@web/i18n';
import { IDENTIFICATION_NOTICE_ID } from './identification-notice';
import { SCREENING_NOTICE_ID } from './screening-hold';

export function CompleteExchangeButton(props: {
  pending: boolean;
  blocked: boolean;
  /** No customer chosen, or no pair priced yet. */
  incomplete: boolean;
  screeningBlocked: boolean;
  missingIdentification: boolean;
}) {
  const { t } = useT();
  const { pending, blocked, incomplete, screeningBlocked, missingIdentification } = props;
  return (
    <>
      <Button
        type="submit"
        disabled={pending || blocked}
        aria-describedby={
          incomplete
            ? 'exchange-incomplete'
            : screeningBlocked
              ? SCREENING_NOTICE_ID
              : missingIdentification
                ? IDENTIFICATION_NOTICE_ID
                : undefined
        }
      >
        {pending ? t('Processing...') : t('Complete Exchange')}
      </Button>
      {/* SPEC §5's message says why the button is disabled. */}
      {incomplete && (
        <p id="exchange-incomplete" className="text-sm text-muted-foreground">
          {t(EXCHANGE_MESSAGES.incomplete)}
        </p>
      )}
    </>
  );
}
