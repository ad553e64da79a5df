import { SUPPORTED_COINS, type SupportedCoin } from '@domain/crypto-rates';
import { Button } from '@web/components/ui/button';
import { useT } from '@web/i18n';

/**
 * Add Crypto's shortcuts: one button per supported coin fills its code, name, symbol and the
 * price provider's id; any other provider id can still be typed by hand.
 */
export function SupportedCoinPicker(props: { onPick: (coin: SupportedCoin) => void }) {
  const { t } = useT();
  return (
    <div className="grid gap-2">
      <p id="supported-coins-label" className="text-sm font-medium">
        {t('Supported coins')}
      </p>
      <div role="group" aria-labelledby="supported-coins-label" className="flex flex-wrap gap-1.5">
        {SUPPORTED_COINS.map((coin) => (
          <Button
            key={coin.id}
            type="button"
            variant="outline"
            size="sm"
            aria-label={t('Fill in {{name}}', { name: coin.name })}
            onClick={() => props.onPick(coin)}
          >
            {coin.symbol}
          </Button>
        ))}
      </div>
    </div>
  );
}
