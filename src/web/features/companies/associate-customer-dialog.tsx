import { useState, type FormEvent } from 'react';
import { CustomerPicker } from '@web/components/customer-picker';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { CustomerForm, useSetCustomerCompany } from '@web/features/customers';
import { notifyFailure } from '@web/lib/failure';
import { notify } from '@web/lib/notify';

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
  const associate = useSetCustomerCompany();
  const [selected, setSelected] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

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
      <CustomerPicker
        id="associate-search"
        label="Find a customer without a company"
        failureText="Failed to fetch available customers"
        value={selected}
        onChange={(id) => {
          setSelected(id);
          setError(null);
        }}
      />
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
