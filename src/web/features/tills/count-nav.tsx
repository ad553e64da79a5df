import { useT } from '@web/i18n';
import { focusCurrency } from './count-keys';

export const currencyCardId = (code: string) => `count-currency-${code}`;

// Above a count's cards: a link to each currency listed (to reach USD without tabbing through
// CAD's quantities), and the keys that move through the count.
export function CountNav(props: { codes: readonly string[] }) {
  const { t } = useT();
  const several = props.codes.length > 1;
  return (
    <div className="grid gap-1">
      {several && (
        <nav aria-label={t('Currencies to count')}>
          <ul className="flex flex-wrap gap-1">
            {props.codes.map((code) => (
              <li key={code}>
                <a
                  href={`#${currencyCardId(code)}`}
                  className="inline-flex h-7 items-center rounded-md border px-2 text-sm font-medium hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                  onClick={(event) => {
                    if (focusCurrency(document.getElementById(currencyCardId(code)) ?? undefined))
                      event.preventDefault();
                  }}
                >
                  {code}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <p className="text-xs text-muted-foreground">
        {several
          ? t(
              'Enter moves to the next currency, Alt+Page Down and Alt+Page Up jump between currencies, Ctrl+Enter submits the count.',
            )
          : t('Ctrl+Enter submits the count.')}
      </p>
    </div>
  );
}
