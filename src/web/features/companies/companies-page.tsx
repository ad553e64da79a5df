import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Building2, Plus, Trash2 } from 'lucide-react';
import type { Company } from '@domain/contracts/companies';
import { PageHeader } from '@web/components/page-header';
import { SearchListCard, useListSearch } from '@web/components/search-list-card';
import { Button } from '@web/components/ui/button';
import { PhoneText, UserText } from '@web/components/user-text';
import { EmptyState } from '@web/components/ui/empty-state';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@web/components/ui/table';
import { useFailureToast } from '@web/lib/failure';
import { useCompanies } from './api';
import { CompanyFormOverlay } from './company-form-overlay';
import { DeleteCompanyDialog } from './delete-company-dialog';

export function CompaniesPage() {
  const navigate = useNavigate();
  const list = useListSearch();
  const companies = useCompanies({ search: list.search, offset: list.offset });
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<Company | null>(null);
  useFailureToast(companies.error, 'Failed to fetch companies');
  const rows = companies.data?.rows ?? [];

  return (
    <>
      <PageHeader
        title="Companies"
        description="Business partners and the customers who represent them"
        actions={
          <Button onClick={() => setAdding(true)}>
            <Plus aria-hidden /> Add Company
          </Button>
        }
      />
      <SearchListCard
        list={list}
        searchLabel="Search companies"
        searchPlaceholder="Search by name, industry, email or registration..."
        loading={companies.isPending}
        total={companies.data?.total ?? 0}
        noun="companies"
        empty={
          <EmptyState
            icon={Building2}
            title={list.search ? 'No companies found' : 'No companies yet'}
          />
        }
      >
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>Name</TableHead>
              <TableHead>Industry</TableHead>
              <TableHead>Contact</TableHead>
              <TableHead>Registration</TableHead>
              <TableHead className="text-right">Actions</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((c) => (
              <TableRow
                key={c.id}
                className="cursor-pointer"
                onClick={() => navigate(`/companies/${c.id}`)}
              >
                <TableCell className="font-medium">
                  <UserText>{c.name}</UserText>
                </TableCell>
                <TableCell>{c.industry ?? '—'}</TableCell>
                <TableCell>
                  <div className="grid text-sm">
                    <span>{c.email ?? '—'}</span>
                    {c.phone && <PhoneText className="text-muted-foreground">{c.phone}</PhoneText>}
                  </div>
                </TableCell>
                <TableCell>{c.registration_number ?? '—'}</TableCell>
                <TableCell className="text-right whitespace-nowrap">
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={(e) => {
                      e.stopPropagation();
                      navigate(`/companies/${c.id}`);
                    }}
                  >
                    View
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Delete ${c.name}`}
                    onClick={(e) => {
                      e.stopPropagation();
                      setDeleting(c);
                    }}
                  >
                    <Trash2 aria-hidden className="text-destructive" />
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </SearchListCard>
      <CompanyFormOverlay open={adding} onOpenChange={setAdding} />
      <DeleteCompanyDialog
        company={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={() => list.afterDelete(rows.length)}
      />
    </>
  );
}
