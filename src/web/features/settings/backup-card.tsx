import { DatabaseBackup, Download } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { msg, Trans, useT } from '@web/i18n';

// The owner's copy of the whole database (docs/decisions/0032), as a file download.
const BACKUP_URL = '/api/backup';

export function BackupCard() {
  const { t } = useT();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <DatabaseBackup className="size-4" aria-hidden="true" />
          {t('Backup')}
        </CardTitle>
        <CardDescription>
          {t(
            'A copy of the whole database: customers and their ID cards, transactions, balances, the audit trail, settings and staff accounts',
          )}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap items-center justify-between gap-4">
        <p className="max-w-prose text-sm text-muted-foreground">
          <Trans
            t={t}
            i18nKey={msg(
              'The file holds personal data and password hashes: keep it where only you can read it. Each download is recorded in the audit trail. It restores with <code>npm run restore</code> into an empty database.',
            )}
            components={{ code: <code className="whitespace-nowrap font-mono" /> }}
          />
        </p>
        <Button asChild variant="outline">
          <a href={BACKUP_URL} download>
            <Download aria-hidden /> {t('Download backup')}
          </a>
        </Button>
      </CardContent>
    </Card>
  );
}
