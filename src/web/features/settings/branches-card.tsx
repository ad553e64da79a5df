import { useState } from 'react';
import { Building2, Pencil, Plus, Printer } from 'lucide-react';
import type { Branch, CashLocation, LocationKind } from '@domain/contracts/cash';
import { LoadError } from '@web/components/load-error';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { Switch } from '@web/components/ui/switch';
import { notifyFailure } from '@web/lib/failure';
import { notify } from '@web/lib/notify';
import { useT } from '@web/i18n';
import { AddTillForm } from './add-till-form';
import { BranchDialog } from './branch-dialog';
import { useUpdateTill } from './cash-api';
import { useBranches } from '@web/shared/cash-setup';
import { LOCATION_KIND_LABEL } from '@web/shared/location-kind';
import { TillNameDialog } from './till-name-dialog';
import { TillPrinterDialog } from './till-printer-dialog';

// Vault first, then the tills by name, then the card settlement.
const KIND_ORDER: Record<LocationKind, number> = { vault: 0, till: 1, card: 2 };
const byKindAndName = (a: CashLocation, b: CashLocation) =>
  KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || a.name.localeCompare(b.name);

function TillActiveSwitch(props: { till: CashLocation }) {
  const update = useUpdateTill();
  const { t } = useT();
  const { till } = props;
  const toggle = async (active: boolean) => {
    try {
      await update.mutateAsync({ id: till.id, name: till.name, is_active: active });
      notify.success(
        active
          ? t('{{name}} is active again', { name: till.name })
          : t('{{name}} deactivated', { context: 'till', name: till.name }),
      );
    } catch (error) {
      notifyFailure(t('Failed to update the till'), error);
    }
  };
  return (
    <Switch
      checked={till.is_active}
      disabled={update.isPending}
      onCheckedChange={toggle}
      aria-label={t('{{name}} active', { name: till.name })}
    />
  );
}

function LocationRow(props: {
  location: CashLocation;
  onRename: () => void;
  onPrinter: () => void;
}) {
  const { location } = props;
  const { t } = useT();
  const isTill = location.kind === 'till';
  const printer = location.receipt_printer;
  return (
    <li
      className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-2"
      data-testid={`location-${location.name}`}
    >
      <div className="flex min-w-0 flex-wrap items-center gap-2">
        <span className="font-medium wrap-anywhere">{location.name}</span>
        {LOCATION_KIND_LABEL[location.kind] !== location.name && (
          <Badge variant="outline">{t(LOCATION_KIND_LABEL[location.kind])}</Badge>
        )}
        {!location.is_active && <Badge variant="secondary">{t('Inactive')}</Badge>}
        {isTill && (
          <span className="basis-full text-xs text-muted-foreground wrap-anywhere">
            {printer
              ? t('Receipt printer {{address}}, {{width}} mm', {
                  address: printer.address,
                  width: printer.paper_width,
                })
              : t('No receipt printer: prints through the browser')}
          </span>
        )}
      </div>
      {isTill && (
        <div className="flex flex-wrap items-center gap-3">
          <Button variant="ghost" size="sm" onClick={props.onRename}>
            <Pencil aria-hidden /> {t('Rename')}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            onClick={props.onPrinter}
            aria-label={t('Receipt printer of {{name}}', { name: location.name })}
          >
            <Printer aria-hidden /> {t('Printer')}
          </Button>
          <TillActiveSwitch till={location} />
        </div>
      )}
    </li>
  );
}

function BranchSection(props: {
  branch: Branch;
  onEdit: () => void;
  onRename: (till: CashLocation) => void;
  onPrinter: (till: CashLocation) => void;
}) {
  const { branch } = props;
  const { t } = useT();
  return (
    <section className="grid gap-3 rounded-md border p-4" aria-label={branch.name}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-semibold wrap-anywhere">{branch.name}</h3>
          <p className="text-sm text-muted-foreground wrap-anywhere">
            {branch.address ?? t('No address')}
          </p>
          <p className="text-xs text-muted-foreground wrap-anywhere">
            {branch.fintrac_location_id
              ? t('FINTRAC location {{id}}', { id: branch.fintrac_location_id })
              : t('No FINTRAC location number')}
          </p>
        </div>
        <Button variant="ghost" size="sm" onClick={props.onEdit}>
          <Pencil aria-hidden /> {t('Edit Branch')}
        </Button>
      </div>
      <ul className="divide-y">
        {[...branch.locations].sort(byKindAndName).map((location) => (
          <LocationRow
            key={location.id}
            location={location}
            onRename={() => props.onRename(location)}
            onPrinter={() => props.onPrinter(location)}
          />
        ))}
      </ul>
      <AddTillForm branchId={branch.id} branchName={branch.name} />
    </section>
  );
}

type Editing =
  { kind: 'branch'; branch: Branch | null } | { kind: 'till' | 'printer'; till: CashLocation };

// Where the bureau's cash is: each branch's vault, its tills (drawers) and its card settlement.
// A till is deactivated rather than deleted: its sessions and history stay.
export function BranchesCard() {
  const branches = useBranches();
  const [editing, setEditing] = useState<Editing | null>(null);
  const { t } = useT();
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-2">
        <div className="grid gap-1.5">
          <CardTitle className="flex items-center gap-2">
            <Building2 className="size-4" aria-hidden="true" />
            {t('Branches and Tills')}
          </CardTitle>
          <CardDescription>
            {t(
              "Each branch's vault, its tills and its card settlement. A deactivated till can no longer be opened.",
            )}
          </CardDescription>
        </div>
        <Button variant="outline" onClick={() => setEditing({ kind: 'branch', branch: null })}>
          <Plus aria-hidden /> {t('Add Branch')}
        </Button>
      </CardHeader>
      <CardContent className="grid gap-4">
        {branches.isError ? (
          <LoadError
            what={t('the branches')}
            onRetry={() => void branches.refetch()}
            retrying={branches.isFetching}
          />
        ) : branches.isPending ? (
          <Skeleton className="h-40 w-full" />
        ) : (
          branches.data.map((branch) => (
            <BranchSection
              key={branch.id}
              branch={branch}
              onEdit={() => setEditing({ kind: 'branch', branch })}
              onRename={(till) => setEditing({ kind: 'till', till })}
              onPrinter={(till) => setEditing({ kind: 'printer', till })}
            />
          ))
        )}
      </CardContent>
      {editing?.kind === 'branch' && (
        <BranchDialog branch={editing.branch} onClose={() => setEditing(null)} />
      )}
      {editing?.kind === 'till' && (
        <TillNameDialog till={editing.till} onClose={() => setEditing(null)} />
      )}
      {editing?.kind === 'printer' && (
        <TillPrinterDialog till={editing.till} onClose={() => setEditing(null)} />
      )}
    </Card>
  );
}
