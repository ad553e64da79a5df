import { useState } from 'react';
import type { CustomerListRow } from '@domain/contracts/customers';
import { Input } from '@web/components/ui/input';
import { useCustomers } from '@web/features/customers';

const RESULTS = 8;

// A searchable customer list: type a name, email or phone, then pick one of the matches.
export function CustomerSearch(props: {
  label: string;
  excludeId?: string;
  onSelect: (customer: CustomerListRow) => void;
  id?: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}) {
  const [search, setSearch] = useState('');
  const term = search.trim();
  const customers = useCustomers({ search: term, offset: 0, limit: RESULTS, enabled: !!term });
  const rows = term ? (customers.data?.rows ?? []).filter((c) => c.id !== props.excludeId) : [];
  return (
    <div className="grid w-full max-w-[400px] gap-1">
      <Input
        id={props.id}
        aria-label={props.label}
        aria-invalid={props['aria-invalid']}
        aria-describedby={props['aria-describedby']}
        placeholder="Search by name, email or phone"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      {term && (
        <ul
          aria-label={`${props.label} results`}
          className="max-h-[300px] overflow-y-auto rounded-md border bg-popover"
        >
          {rows.length === 0 && (
            <li className="px-3 py-2 text-sm text-muted-foreground">
              {customers.isFetching ? 'Searching...' : 'No customers found'}
            </li>
          )}
          {rows.map((c) => (
            <li key={c.id}>
              <button
                type="button"
                className="grid w-full px-3 py-2 text-left text-sm hover:bg-accent focus-visible:bg-accent focus-visible:outline-none"
                onClick={() => {
                  props.onSelect(c);
                  setSearch('');
                }}
              >
                <span className="font-medium">{`${c.first_name} ${c.last_name}`}</span>
                <span className="text-xs text-muted-foreground">{c.email}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
