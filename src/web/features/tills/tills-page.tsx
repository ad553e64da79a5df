import { useState } from 'react';
import { ArrowLeftRight } from 'lucide-react';
import { localDateOf } from '@domain/business-day';
import type { TillState } from '@domain/contracts/cash';
import { PageHeader } from '@web/components/page-header';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { DatePicker } from '@web/components/ui/date-picker';
import { Label } from '@web/components/ui/label';
import { useFailureToast } from '@web/lib/failure';
import { useBusinessTimeZone } from '@web/shared/settings';
import { useT } from '@web/i18n';
import { useMySession, useTills } from './api';
import { WaitingHandovers } from './handover-cards';
import { SessionHistory } from './session-history';
import { TillsTable } from './tills-table';
import { TransferDialog } from './transfer-dialog';
import { useTillRoles } from './use-till-roles';

type Transfer = { branchId: string | null; fromLocationId?: string } | null;

export function TillsPage() {
  const roles = useTillRoles();
  const tills = useTills();
  const mine = useMySession();
  const zone = useBusinessTimeZone();
  const [date, setDate] = useState(() => localDateOf(new Date(), zone));
  const [transfer, setTransfer] = useState<Transfer>(null);
  const { t } = useT();
  useFailureToast(tills.error, t('Failed to load tills'));

  const startTransfer = (till: TillState) =>
    setTransfer({ branchId: till.branch_id, fromLocationId: till.id });

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t('Tills')}
        description={t(
          'Open a till by counting its float, move cash, and close it with a blind count',
        )}
        actions={
          roles.isManager && (
            <Button
              variant="outline"
              onClick={() => setTransfer({ branchId: tills.data?.[0]?.branch_id ?? null })}
            >
              <ArrowLeftRight /> {t('Transfer')}
            </Button>
          )
        }
      />
      <WaitingHandovers />
      <Card className="py-2">
        <CardContent className="px-2">
          <TillsTable hasOwnSession={Boolean(mine.data?.session)} onTransfer={startTransfer} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader className="flex-row flex-wrap items-center justify-between gap-3">
          <CardTitle>{t('Session History')}</CardTitle>
          <div className="flex items-center gap-2">
            <Label htmlFor="sessions-date" className="text-sm text-muted-foreground">
              {t('Day')}
            </Label>
            <DatePicker
              id="sessions-date"
              value={date}
              onChange={(value) => value && setDate(value)}
              disableFuture
              className="w-44"
            />
          </div>
        </CardHeader>
        <CardContent className="px-2">
          <SessionHistory date={date} />
        </CardContent>
      </Card>
      {transfer && (
        <TransferDialog
          branchId={transfer.branchId}
          fromLocationId={transfer.fromLocationId}
          includeVault={roles.isManager}
          onClose={() => setTransfer(null)}
        />
      )}
    </div>
  );
}
