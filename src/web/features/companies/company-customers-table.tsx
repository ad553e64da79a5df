import { Link } from 'react-router';
import type { CompanyDetail } from '@domain/contracts/companies';
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
import { RiskBadge } from '@web/components/risk-badge';
import { useSetCustomerCompany } from '@web/features/customers';
import { notifyFailure } from '@web/lib/failure';
import { notify } from '@web/lib/notify';

export function CompanyCustomersTable({ company }: { company: CompanyDetail }) {
  const setCompany = useSetCustomerCompany();
  if (company.customers.length === 0) {
    return <EmptyState title="No customers associated yet" />;
  }
  const removeFromCompany = (customerId: string) =>
    setCompany.mutate(
      { customerId, companyId: null },
      {
        onSuccess: () => notify.success('Customer removed from company successfully'),
        onError: (error) => notifyFailure('Failed to remove customer from company', error),
      },
    );
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>Name</TableHead>
          <TableHead>Email</TableHead>
          <TableHead>Phone</TableHead>
          <TableHead>Risk Level</TableHead>
          <TableHead className="text-right">Actions</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {company.customers.map((c) => {
          const name = fullName(c);
          return (
            <TableRow key={c.id}>
              <TableCell className="font-medium">
                <Link to={`/customers/${c.id}`} className="hover:underline">
                  <PersonName person={c} />
                </Link>
              </TableCell>
              <TableCell>{c.email}</TableCell>
              <TableCell>{c.phone ? <PhoneText>{c.phone}</PhoneText> : '—'}</TableCell>
              <TableCell>
                <RiskBadge level={c.risk_level} />
              </TableCell>
              <TableCell className="text-right">
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Remove ${name} from company`}
                  disabled={setCompany.isPending}
                  onClick={() => removeFromCompany(c.id)}
                >
                  Remove
                </Button>
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
