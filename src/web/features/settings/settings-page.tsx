import { AlertTriangle } from 'lucide-react';
import { complianceThresholdsValue } from '@domain/compliance/thresholds';
import { CRYPTO_REFRESH, parseRefreshInterval } from '@domain/constants';
import {
  businessProfileValue,
  fintracEntityValue,
  timeZoneValue,
  flagValue,
  SETTING_KEYS,
  tillToleranceValue,
  tolerancePercentValue,
  type Setting,
} from '@domain/contracts/settings';
import { DEFAULT_RATE_OVERRIDE_TOLERANCE_PERCENT } from '@domain/staff';
import { LoadError } from '@web/components/load-error';
import { PageHeader } from '@web/components/page-header';
import { useStaff } from '@web/features/auth';
import { SanctionsListsCard } from '@web/features/sanctions';
import { Badge } from '@web/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Label } from '@web/components/ui/label';
import { Skeleton } from '@web/components/ui/skeleton';
import { Switch } from '@web/components/ui/switch';
import { notify } from '@web/lib/notify';
import { notifyFailure, useFailureToast } from '@web/lib/failure';
import { useT } from '@web/i18n';
import { useUpdateSetting } from './api';
import { useSettings } from '@web/shared/settings';
import { BackupCard } from './backup-card';
import { FintracReportingCard } from './fintrac-reporting-card';
import { BranchesCard } from './branches-card';
import { BusinessProfileCard } from './business-profile-card';
import { TimeZoneCard } from './time-zone-card';
import { ComplianceCard } from './compliance-card';
import { RateToleranceField } from './rate-tolerance-field';
import { CryptoSettingsCard } from './crypto-settings-card';
import { DenominationsCard } from './denominations-card';
import { SystemConfigurationCard } from './system-configuration-card';
import { SettingsChecklist } from '@web/features/setup';

function intervalOf(row: Setting | undefined): number {
  const value = row?.value as { seconds?: number } | undefined;
  return typeof value?.seconds === 'number'
    ? parseRefreshInterval(value.seconds)
    : CRYPTO_REFRESH.fallback;
}

// A manager's Settings (docs/decisions/0038): the sanctions lists alone; the rest is the owner's.
function ManagerSettingsPage() {
  const { t } = useT();
  return (
    <div className="grid gap-6">
      <PageHeader title={t('Settings')} description={t('Sanctions screening')} />
      <SanctionsListsCard />
    </div>
  );
}

export function SettingsPage() {
  const owner = useStaff().can('owner');
  return owner ? <OwnerSettingsPage /> : <ManagerSettingsPage />;
}

function OwnerSettingsPage() {
  const settings = useSettings();
  const update = useUpdateSetting();
  const { t } = useT();

  useFailureToast(settings.error, t('Failed to load settings'));

  const saveSetting = async (key: string, value: unknown) => {
    try {
      await update.mutateAsync({ key, value });
      notify.success(t('Setting updated successfully'));
    } catch (error) {
      notifyFailure(t('Failed to update setting'), error);
    }
  };

  const rows = settings.data ?? [];
  const find = (key: string) => rows.find((r) => r.key === key);
  const cryptoEnabled = flagValue(find(SETTING_KEYS.cryptoEnabled)?.value, false);
  const requireId = flagValue(find(SETTING_KEYS.requireIdForCard)?.value, true);
  const keepIdPhotos = flagValue(find(SETTING_KEYS.idImages)?.value, false);
  const tellersSpotCount = flagValue(find(SETTING_KEYS.tellersSpotCount)?.value, false);

  return (
    <div className="grid gap-6">
      <PageHeader title={t('Settings')} description={t('Feature flags and system configuration')} />
      <SettingsChecklist />
      {settings.isError ? (
        // Not the defaults: a switch shown for settings that did not load would save over them.
        <Card>
          <LoadError
            what={t('settings')}
            onRetry={() => void settings.refetch()}
            retrying={settings.isFetching}
          />
        </Card>
      ) : settings.isPending ? (
        <Skeleton className="h-64 w-full" />
      ) : (
        <>
          <CryptoSettingsCard
            enabled={cryptoEnabled}
            intervalSeconds={intervalOf(find(SETTING_KEYS.cryptoRefreshInterval))}
            saveSetting={saveSetting}
          />
          <Card>
            <CardHeader>
              <CardTitle>{t('Payment & Transaction Settings')}</CardTitle>
              <CardDescription>{t('Rules applied when recording exchanges')}</CardDescription>
            </CardHeader>
            <CardContent className="grid gap-4">
              <div className="flex items-center justify-between gap-4">
                <div>
                  <Label htmlFor="require-id">{t('Require ID for Card Payments')}</Label>
                  <p className="text-sm text-muted-foreground">
                    {t('Card payments need an ID card on file for the customer')}
                  </p>
                </div>
                <Switch
                  id="require-id"
                  checked={requireId}
                  onCheckedChange={(enabled) =>
                    saveSetting(SETTING_KEYS.requireIdForCard, { enabled })
                  }
                />
              </div>
              <div className="flex items-center justify-between gap-4">
                <div>
                  <Label htmlFor="id-images">{t('Keep Photos of ID Documents')}</Label>
                  <p className="text-sm text-muted-foreground">
                    {t(
                      'Staff may store photos of the front and back of ID cards, encrypted; only managers and the owner can view them',
                    )}
                  </p>
                </div>
                <Switch
                  id="id-images"
                  checked={keepIdPhotos}
                  onCheckedChange={(enabled) => saveSetting(SETTING_KEYS.idImages, { enabled })}
                />
              </div>
              <div className="flex items-center justify-between gap-4">
                <div>
                  <Label htmlFor="tellers-spot-count">{t('Tellers Spot Count Their Till')}</Label>
                  <p className="text-sm text-muted-foreground">
                    {t(
                      'A teller may count their own open till during the day and see what it holds; managers always may',
                    )}
                  </p>
                </div>
                <Switch
                  id="tellers-spot-count"
                  checked={tellersSpotCount}
                  onCheckedChange={(enabled) =>
                    saveSetting(SETTING_KEYS.tellersSpotCount, { enabled })
                  }
                />
              </div>
              <RateToleranceField
                percent={tolerancePercentValue(
                  find(SETTING_KEYS.rateOverrideTolerance)?.value,
                  DEFAULT_RATE_OVERRIDE_TOLERANCE_PERCENT,
                )}
              />
              <div className="flex flex-wrap items-center gap-2">
                <Badge variant="success">{t('Cash always available')}</Badge>
                <Badge variant="outline">{t('Card')}</Badge>
                <Badge variant={requireId ? 'warning' : 'secondary'}>
                  {requireId ? t('ID required') : t('ID not required')}
                </Badge>
              </div>
            </CardContent>
          </Card>
          <BusinessProfileCard
            profile={businessProfileValue(find(SETTING_KEYS.businessProfile)?.value)}
          />
          <TimeZoneCard timeZone={timeZoneValue(find(SETTING_KEYS.businessTimeZone)?.value)} />
          <FintracReportingCard
            entity={fintracEntityValue(find(SETTING_KEYS.fintracReportingEntity)?.value)}
          />
          <BranchesCard />
          <DenominationsCard
            toleranceAmount={tillToleranceValue(find(SETTING_KEYS.tillVarianceTolerance)?.value)}
          />
          <ComplianceCard
            thresholds={complianceThresholdsValue(find(SETTING_KEYS.complianceThresholds)?.value)}
          />
          <SanctionsListsCard />
          <BackupCard />
          <SystemConfigurationCard settings={rows} />
          {cryptoEnabled && (
            <Card className="border-warning/40 bg-warning/5">
              <CardHeader>
                <CardTitle className="flex items-center gap-2">
                  <AlertTriangle className="size-4 text-warning" aria-hidden="true" />
                  {t('Important Notice')}
                </CardTitle>
              </CardHeader>
              <CardContent className="text-sm text-muted-foreground">
                {t(
                  'Cryptocurrency prices are highly volatile and can change within seconds. Check the rate before every crypto exchange, and follow the regulations that apply to virtual currency dealers.',
                )}
              </CardContent>
            </Card>
          )}
        </>
      )}
    </div>
  );
}
