import { useState } from 'react';
import { Link } from 'react-router';
import { Eye, Plus, Trash2, Users } from 'lucide-react';
import type { CustomerListRow } from '@domain/contracts/customers';
import { PageHeader } from '@web/components/page-header';
import { SearchListCard, useListSearch } from '@web/components/search-list-card';
import { Button } from '@web/components/ui/button';
import { PersonName, PhoneText, fullName } from '@web/components/user-text';
import { EmptyState } from '@web/components/ui/empty-state';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@web/components/ui/table';
import { formatInstantDay } from '@web/lib/dates';
import { useFailureToast } from '@web/lib/failure';
import { useCustomers } from './api';
import { DeleteCustomerDialog } from './delete-customer-dialog';
import { CustomerDialog } from './customer-dialog';
import { RiskBadge } from '@web/components/risk-badge';

export function CustomersPage() {
  const list = useListSearch();
  const { search } = list;
  const customers = useCustomers({ search, offset: list.offset });
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<CustomerListRow | null>(null);
  useFailureToast(customers.error, 'Failed to load customers');

  const rows = customers.data?.rows ?? [];
  return (
    <>
      <PageHeader
        title="Customers"
        description="Search, add and manage your customers"
        actions={
          <Button onClick={() => setAdding(true)}>
            <Plus aria-hidden /> Add Customer
          </Button>
        }
      />
      <SearchListCard
        list={list}
        searchLabel="Search customers"
        searchPlaceholder="Search by name, email or phone..."
        loading={customers.isPending}
        total={customers.data?.total ?? 0}
        noun="customers"
        empty={
          <EmptyState
            icon={Users}
            title={search ? 'No customers found' : 'No customers yet'}
            description={
              search
                ? 'Try another name, email or phone.'
                : 'Add your first customer to get started.'
            }
          />
        }
      >
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>Name</TableHead>
              <TableHead>Email</TableHead>
              <TableHead>Phone</TableHead>
              <TableHead>Risk Level</TableHead>
              <TableHead>Joined</TableHead>
              <TableHead className="text-right">Actions</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((c) => {
              const name = fullName(c);
              return (
                <TableRow key={c.id}>
                  <TableCell className="font-medium">
                    <PersonName person={c} />
                  </TableCell>
                  <TableCell>{c.email}</TableCell>
                  <TableCell>{c.phone ? <PhoneText>{c.phone}</PhoneText> : '—'}</TableCell>
                  <TableCell>
                    <RiskBadge level={c.risk_level} />
                  </TableCell>
                  <TableCell className="whitespace-nowrap">
                    {formatInstantDay(c.created_at)}
                  </TableCell>
                  <TableCell className="text-right whitespace-nowrap">
                    <Button asChild variant="ghost" size="icon" aria-label={`View ${name}`}>
                      <Link to={`/customers/${c.id}`}>
                        <Eye aria-hidden />
                      </Link>
                    </Button>
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={`Delete ${name}`}
                      onClick={() => setDeleting(c)}
                    >
                      <Trash2 aria-hidden className="text-destructive" />
                    </Button>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </SearchListCard>
      <CustomerDialog open={adding} onOpenChange={setAdding} />
      <DeleteCustomerDialog
        customer={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={() => list.afterDelete(rows.length)}
      />
    </>
  );
}
