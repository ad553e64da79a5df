import { useState, type FormEvent } from 'react';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { PersonName, UserText } from '@web/components/user-text';
import { CustomerForm } from '@web/features/customers';
import { useCustomersWithoutCompany, useSetCustomerCompany } from '@web/features/customers/api';
import { cn } from '@web/lib/cn';
import { notifyFailure, useFailureToast } from '@web/lib/failure';
import { notify } from '@web/lib/notify';
import { useDebouncedValue } from '@web/lib/use-debounced-value';

export function AssociateCustomerDialog(props: {
  companyId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent className="max-w-2xl" aria-describedby={undefined}>
        <DialogHeader>
          <DialogTitle>Associate Customer</DialogTitle>
        </DialogHeader>
        {props.open && (
          <Tabs defaultValue="existing">
            <TabsList>
              <TabsTrigger value="existing">Associate Existing</TabsTrigger>
              <TabsTrigger value="new">Create New</TabsTrigger>
            </TabsList>
            <TabsContent value="existing">
              <AssociateExisting
                companyId={props.companyId}
                onDone={() => props.onOpenChange(false)}
              />
            </TabsContent>
            <TabsContent value="new">
              <CustomerForm
                companyId={props.companyId}
                successMessage="New customer created and associated with company"
                onSuccess={() => props.onOpenChange(false)}
                onCancel={() => props.onOpenChange(false)}
              />
            </TabsContent>
          </Tabs>
        )}
      </DialogContent>
    </Dialog>
  );
}

function AssociateExisting({ companyId, onDone }: { companyId: string; onDone: () => void }) {
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim());
  const available = useCustomersWithoutCompany(search, true);
  const associate = useSetCustomerCompany();
  const [selected, setSelected] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  useFailureToast(available.error, 'Failed to fetch available customers');
  const rows = available.data?.rows ?? [];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!selected) {
      setError('Please select a customer');
      return;
    }
    associate.mutate(
      { customerId: selected, companyId },
      {
        onSuccess: () => {
          notify.success('Customer associated with company successfully');
          onDone();
        },
        onError: (e) => notifyFailure('Failed to associate customer', e),
      },
    );
  };

  return (
    <form onSubmit={submit} className="grid gap-3">
      <div className="grid gap-1.5">
        <Label htmlFor="associate-search">Find a customer without a company</Label>
        <Input
          id="associate-search"
          type="search"
          placeholder="Search by name, email or phone..."
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
      </div>
      <div
        role="listbox"
        aria-label="Available customers"
        className="max-h-64 overflow-y-auto rounded-md border"
      >
        {rows.length === 0 ? (
          <p className="p-3 text-sm text-muted-foreground">
            {available.isPending ? 'Loading...' : 'No customers without a company found'}
          </p>
        ) : (
          rows.map((c) => (
            <button
              key={c.id}
              type="button"
              role="option"
              aria-selected={selected === c.id}
              onClick={() => {
                setSelected(c.id);
                setError(null);
              }}
              className={cn(
                'flex w-full flex-col items-start border-b px-3 py-2 text-left text-sm last:border-0 hover:bg-muted',
                selected === c.id && 'bg-accent',
              )}
            >
              <PersonName person={c} className="max-w-full font-medium" />
              <UserText className="max-w-full text-muted-foreground">{c.email}</UserText>
            </button>
          ))
        )}
      </div>
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={associate.isPending}>
          {associate.isPending ? 'Saving...' : 'Associate Customer'}
        </Button>
      </div>
    </form>
  );
}
