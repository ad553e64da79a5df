import { useState } from 'react';
import { Download } from 'lucide-react';
import { CASE_MESSAGES } from '@domain/contracts/compliance';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { localDateOf } from '@domain/business-day';
import { useBusinessTimeZone } from '@web/shared/settings';
import { translate, useT } from '@web/i18n';
import { examinationUrl } from './api';

// An examiner's request: every transaction of $3,000 or more and every report and alert of a
// period, as JSON or CSV.
export function ExaminationExport() {
  const { t } = useT();
  // Today is the bureau's day, not the browser's.
  const today = localDateOf(new Date(), useBusinessTimeZone());
  const [from, setFrom] = useState(`${today.slice(0, 4)}-01-01`);
  const [to, setTo] = useState(today);
  const problem =
    !from || !to ? CASE_MESSAGES.periodRequired : from > to ? CASE_MESSAGES.periodOrder : null;
  return (
    <Card className="mb-4">
      <CardHeader>
        <CardTitle>{t('Examination export')}</CardTitle>
        <CardDescription>
          {t('Every transaction of $3,000 or more, and every report and alert, of a period')}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap items-end gap-3">
        <div className="grid gap-1.5">
          <Label htmlFor="examination-from">{t('From')}</Label>
          <Input
            id="examination-from"
            type="date"
            value={from}
            onChange={(e) => setFrom(e.target.value)}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="examination-to">{t('To')}</Label>
          <Input
            id="examination-to"
            type="date"
            value={to}
            onChange={(e) => setTo(e.target.value)}
          />
        </div>
        {(['csv', 'json'] as const).map((format) =>
          problem ? (
            <Button key={format} variant="outline" disabled>
              <Download aria-hidden /> {format.toUpperCase()}
            </Button>
          ) : (
            <Button key={format} asChild variant="outline">
              <a href={examinationUrl({ from, to }, format)} download>
                <Download aria-hidden /> {format.toUpperCase()}
              </a>
            </Button>
          ),
        )}
        {problem && (
          <p role="alert" className="basis-full text-sm text-destructive">
            {translate(problem)}
          </p>
        )}
      </CardContent>
    </Card>
  );
}
