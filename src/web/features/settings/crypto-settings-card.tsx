import { useState } from 'react';
import { RefreshCw } from 'lucide-react';
import { parseRefreshInterval, CRYPTO_REFRESH } from '@domain/constants';
import { SETTING_KEYS } from '@domain/contracts/settings';
import { SUPPORTED_COINS } from '@domain/crypto-rates';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Switch } from '@web/components/ui/switch';
import { notify } from '@web/lib/notify';
import { notifyFailure } from '@web/lib/failure';
import { translate, useT } from '@web/i18n';
import { useCryptoPrices, useUpdateCryptoPrices } from './api';
import { BureauTime } from '@web/shared/bureau-time';

export function CryptoSettingsCard(props: {
  enabled: boolean;
  intervalSeconds: number;
  saveSetting: (key: string, value: unknown) => Promise<void>;
}) {
  const updatePrices = useUpdateCryptoPrices();
  const { t } = useT();
  const prices = useCryptoPrices(props.enabled);
  const updatedAt = prices.data?.updated_at ?? null;
  // The typed text; null while it mirrors the stored value.
  const [intervalText, setIntervalText] = useState<string | null>(null);

  const saveInterval = async () => {
    if (intervalText === null) return;
    const seconds = parseRefreshInterval(intervalText);
    setIntervalText(null);
    if (seconds !== props.intervalSeconds) {
      await props.saveSetting(SETTING_KEYS.cryptoRefreshInterval, { seconds });
    }
  };

  const runUpdate = async () => {
    try {
      const result = await updatePrices.mutateAsync();
      notify.success(
        result.message ? translate(result.message) : t('Crypto prices updated successfully'),
      );
    } catch (error) {
      notifyFailure(t('Failed to update crypto prices'), error);
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('Cryptocurrency Features')}</CardTitle>
        <CardDescription>
          {t('Enable cryptocurrency trading and live price tracking')}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <div className="flex items-center justify-between gap-4">
          <div>
            <Label htmlFor="crypto-enabled">{t('Enable Cryptocurrency')}</Label>
            <p className="text-sm text-muted-foreground">
              {t('Shows crypto currencies, rates, accounts and exchange filters')}
            </p>
          </div>
          <Switch
            id="crypto-enabled"
            checked={props.enabled}
            onCheckedChange={(enabled) =>
              props.saveSetting(SETTING_KEYS.cryptoEnabled, { enabled })
            }
          />
        </div>
        {props.enabled && (
          <>
            <div className="grid gap-1.5 sm:max-w-xs">
              <Label htmlFor="crypto-interval">{t('Price Update Interval (seconds)')}</Label>
              <Input
                id="crypto-interval"
                type="number"
                min={CRYPTO_REFRESH.min}
                max={CRYPTO_REFRESH.max}
                value={intervalText ?? String(props.intervalSeconds)}
                onChange={(e) => setIntervalText(e.target.value)}
                onBlur={saveInterval}
                onKeyDown={(e) => e.key === 'Enter' && void saveInterval()}
              />
              <p className="text-xs text-muted-foreground">
                {t('Between {{min}} and {{max}} seconds.', {
                  min: CRYPTO_REFRESH.min,
                  max: CRYPTO_REFRESH.max,
                })}
              </p>
            </div>
            <div className="flex flex-wrap items-center gap-3">
              <Button variant="outline" onClick={runUpdate} disabled={updatePrices.isPending}>
                <RefreshCw className={updatePrices.isPending ? 'animate-spin' : undefined} />
                {t('Update Prices')}
              </Button>
              <span className="text-sm text-muted-foreground">
                {t('Last updated:')}{' '}
                {updatedAt ? <BureauTime value={updatedAt} style="second" /> : t('Never')}
              </span>
            </div>
            {prices.data?.last_error && (
              <p className="text-sm text-destructive">
                {t('Last update failed: {{reason}}', {
                  reason: translate(prices.data.last_error),
                })}
              </p>
            )}
            <div className="grid gap-2">
              <p className="text-sm font-medium">{t('Supported Coins')}</p>
              <div className="flex flex-wrap gap-2">
                {SUPPORTED_COINS.map((coin) => (
                  <Badge key={coin.id} variant="secondary">
                    {`${coin.name} (${coin.symbol})`}
                  </Badge>
                ))}
              </div>
            </div>
            <p className="rounded-md bg-muted p-3 text-sm text-muted-foreground">
              {t(
                'Prices come from CoinGecko (in USD and in each active currency) and refresh automatically at the interval above while crypto is enabled. A price older than ten intervals no longer prices an exchange.',
              )}
            </p>
          </>
        )}
      </CardContent>
    </Card>
  );
}
