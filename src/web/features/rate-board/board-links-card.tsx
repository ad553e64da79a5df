import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Check, Copy, ExternalLink, MonitorPlay, Plus } from 'lucide-react';
import { createBoardLinkBody, type BoardLink } from '@domain/contracts/rate-board';
import { Form, FormField } from '@web/components/form';
import { LoadError } from '@web/components/load-error';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Skeleton } from '@web/components/ui/skeleton';
import { useBureauTime } from '@web/shared/bureau-time';
import { notifyFailure } from '@web/lib/failure';
import { notify } from '@web/lib/notify';
import { useT } from '@web/i18n';
import { useBoardLinks, useCreateBoardLink, useRevokeBoardLink } from './api';
import { boardAddress } from './board-address';

type Values = { label: string };

// The public rate board's links (docs/decisions/0037-rates-and-profit.md): a manager makes one per screen,
// copies its address once, and revokes it when the screen goes.
export function BoardLinksCard() {
  const { t } = useT();
  const links = useBoardLinks();
  const [made, setMade] = useState<{ label: string; address: string } | null>(null);
  const [revoking, setRevoking] = useState<BoardLink | null>(null);
  const revoke = useRevokeBoardLink();

  const confirmRevoke = async () => {
    if (!revoking) return;
    try {
      await revoke.mutateAsync(revoking.id);
      notify.success(t('Link {{label}} revoked', { label: revoking.label }));
      setRevoking(null);
    } catch (error) {
      notifyFailure(t('Failed to revoke the link'), error);
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <MonitorPlay className="size-4" aria-hidden="true" />
          {t('Rate board')}
        </CardTitle>
        <CardDescription>
          {t(
            'A page of the rates for a screen at the window, opened without signing in. Anyone with a link sees the rates and nothing else, until you revoke it.',
          )}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <NewLinkForm onMade={setMade} />
        {made && <MadeLink {...made} onDone={() => setMade(null)} />}
        {links.isError ? (
          <LoadError
            what={t('the rate board links')}
            onRetry={() => void links.refetch()}
            retrying={links.isFetching}
          />
        ) : links.isPending ? (
          <Skeleton className="h-16 w-full" />
        ) : links.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('No links yet.')}</p>
        ) : (
          <ul className="divide-y rounded-md border" aria-label={t('Rate board links')}>
            {links.data.map((link) => (
              <LinkRow key={link.id} link={link} onRevoke={() => setRevoking(link)} />
            ))}
          </ul>
        )}
      </CardContent>
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => !open && setRevoking(null)}
        title={t('Revoke this link?')}
        description={
          revoking
            ? t('The screen showing {{label}} will say the link does not work.', {
                label: revoking.label,
              })
            : ''
        }
        confirmLabel={t('Revoke')}
        onConfirm={() => void confirmRevoke()}
        pending={revoke.isPending}
      />
    </Card>
  );
}

function NewLinkForm(props: { onMade: (made: { label: string; address: string }) => void }) {
  const { t } = useT();
  const create = useCreateBoardLink();
  const form = useForm<Values>({
    resolver: zodResolver(createBoardLinkBody),
    defaultValues: { label: '' },
  });
  const submit = async ({ label }: Values) => {
    try {
      const { link, token } = await create.mutateAsync(label);
      props.onMade({ label: link.label, address: boardAddress(token) });
      form.reset({ label: '' });
    } catch (error) {
      notifyFailure(t('Failed to create the link'), error);
    }
  };
  return (
    <Form
      form={form}
      onSubmit={submit}
      aria-label={t('New rate board link')}
      className="grid gap-1.5"
    >
      <FormField
        control={form.control}
        name="label"
        label={t('Screen')}
        id="board-link-label"
        render={({ field, control }) => (
          <div className="flex flex-wrap items-center gap-2">
            <Input
              className="w-full sm:w-64"
              maxLength={100}
              placeholder={t('e.g. Front window')}
              autoComplete="off"
              {...field}
              {...control}
            />
            <Button type="submit" variant="outline" disabled={create.isPending}>
              <Plus aria-hidden /> {create.isPending ? t('Creating...') : t('Create link')}
            </Button>
          </div>
        )}
      />
    </Form>
  );
}

// The address of a link just made: shown this once (only a hash of it is kept).
function MadeLink(props: { label: string; address: string; onDone: () => void }) {
  const { t } = useT();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(props.address);
      setCopied(true);
    } catch {
      notify.error(t('Could not copy: select the address and copy it'));
    }
  };
  return (
    <div
      role="region"
      aria-label={t('New link')}
      className="grid gap-2 rounded-md border border-primary/40 bg-primary/5 p-3"
    >
      <Label htmlFor="board-link-address">
        {t('Address of the board for {{label}}', { label: props.label })}
      </Label>
      <div className="flex flex-wrap items-center gap-2">
        <Input
          id="board-link-address"
          readOnly
          value={props.address}
          onFocus={(event) => event.currentTarget.select()}
          className="w-full min-w-0 font-mono text-xs sm:w-auto sm:flex-1 sm:text-sm"
        />
        <Button type="button" variant="outline" onClick={() => void copy()}>
          {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
          {copied ? t('Copied') : t('Copy')}
        </Button>
        <Button asChild type="button" variant="ghost">
          <a href={props.address} target="_blank" rel="noreferrer">
            <ExternalLink aria-hidden /> {t('Open', { context: 'action' })}
          </a>
        </Button>
      </div>
      <p className="text-sm text-muted-foreground">
        {t('Copy it now: it is shown only this once. Open it on the screen at the window.')}{' '}
        <button type="button" className="underline" onClick={props.onDone}>
          {t('Done')}
        </button>
      </p>
    </div>
  );
}

function LinkRow(props: { link: BoardLink; onRevoke: () => void }) {
  const { t } = useT();
  const { link } = props;
  const time = useBureauTime();
  const revoked = link.revoked_at !== null;
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 px-3 py-2">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          <span className="break-words">{link.label}</span>
          <Badge variant={revoked ? 'secondary' : 'success'}>
            {revoked ? t('Revoked') : t('Active')}
          </Badge>
        </p>
        <p className="text-sm text-muted-foreground">
          {t('Created {{moment}}', { moment: time(link.created_at, 'minute') })}
          {link.created_by ? ` ${t('by {{name}}', { name: link.created_by })}` : ''}
          {link.revoked_at &&
            ` · ${t('revoked {{moment}}', { moment: time(link.revoked_at, 'minute') })}${
              link.revoked_by ? ` ${t('by {{name}}', { name: link.revoked_by })}` : ''
            }`}
        </p>
      </div>
      {!revoked && (
        <Button
          variant="outline"
          size="sm"
          onClick={props.onRevoke}
          aria-label={t('Revoke {{label}}', { label: link.label })}
        >
          {t('Revoke')}
        </Button>
      )}
    </li>
  );
}
