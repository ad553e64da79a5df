import type { ReportPeriod } from '@domain/business-day';
import { Label } from '@web/components/ui/label';
import { DatePicker } from '@web/components/ui/date-picker';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@web/components/ui/select';
import { msg, useT } from '@web/i18n';

const LABELS: Record<ReportPeriod, string> = {
  all: msg('All time'),
  today: msg('Today'),
  week: msg('This week'),
  month: msg('This month'),
  custom: msg('Custom range'),
};

export function PeriodPicker(props: {
  period: ReportPeriod;
  from: string | undefined;
  to: string | undefined;
  onPeriod: (period: ReportPeriod) => void;
  onRange: (range: { from?: string | null; to?: string | null }) => void;
}) {
  const { t } = useT();
  return (
    <div className="flex flex-wrap items-end gap-3">
      <div className="grid gap-1.5">
        <Label htmlFor="report-period">{t('Period')}</Label>
        <Select value={props.period} onValueChange={(v) => props.onPeriod(v as ReportPeriod)}>
          <SelectTrigger id="report-period" className="w-44">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {(Object.keys(LABELS) as ReportPeriod[]).map((p) => (
              <SelectItem key={p} value={p}>
                {t(LABELS[p])}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      {props.period === 'custom' && (
        <>
          <div className="grid gap-1.5">
            <Label htmlFor="report-from">{t('From')}</Label>
            <DatePicker
              id="report-from"
              value={props.from ?? null}
              onChange={(from) => props.onRange({ from })}
            />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="report-to">{t('To')}</Label>
            <DatePicker
              id="report-to"
              value={props.to ?? null}
              onChange={(to) => props.onRange({ to })}
            />
          </div>
        </>
      )}
    </div>
  );
}
