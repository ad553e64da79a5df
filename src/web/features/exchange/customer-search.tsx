import { useEffect, useId, useRef, useState } from 'react';
import { UserPlusIcon } from 'lucide-react';
import type { CustomerListRow } from '@domain/contracts/customers';
import { Input } from '@web/components/ui/input';
import { useCustomers } from '@web/features/customers';
import { useT } from '@web/i18n';

const RESULTS = 8;

/**
 * A searchable customer dropdown: type a name, email or phone, then pick one of the matches.
 * SPEC §2: the dropdown is 400 px wide and its list at most 300 px high. With `onCreate`, the
 * list ends with 'Create New Customer', which hands over the text typed so far.
 */
export function CustomerSearch(props: {
  label: string;
  excludeId?: string;
  onSelect: (customer: CustomerListRow) => void;
  onCreate?: (searchText: string) => void;
  id?: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}) {
  const { t } = useT();
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const resultsId = useId();
  const term = search.trim();
  const customers = useCustomers({ search: term, offset: 0, limit: RESULTS, enabled: !!term });
  const rows = term ? (customers.data?.rows ?? []).filter((c) => c.id !== props.excludeId) : [];

  // A click anywhere else closes the dropdown, as a picker's list does.
  useEffect(() => {
    if (!open) return;
    const close = (event: PointerEvent) => {
      if (!box.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', close);
    return () => document.removeEventListener('pointerdown', close);
  }, [open]);

  const optionClass =
    'flex w-full px-3 py-2 text-left text-sm hover:bg-accent focus-visible:bg-accent focus-visible:outline-none';
  return (
    <div ref={box} className="relative w-full max-w-[400px]">
      <Input
        id={props.id}
        aria-label={props.label}
        aria-invalid={props['aria-invalid']}
        aria-describedby={props['aria-describedby']}
        // A search box whose results follow it as buttons, reached with Tab: it controls them
        // (not a combobox, which would need arrow keys through the results).
        aria-controls={open && term ? resultsId : undefined}
        placeholder={t('Search by name, email or phone')}
        value={search}
        onFocus={() => setOpen(true)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setOpen(false);
        }}
        onChange={(event) => {
          setSearch(event.target.value);
          setOpen(true);
        }}
      />
      {open && term && (
        <div className="absolute top-full left-0 z-40 mt-1 w-[400px] max-w-[calc(100vw-4rem)] rounded-md border bg-popover text-popover-foreground shadow-md">
          <ul
            id={resultsId}
            aria-label={t('{{label}} results', { label: props.label })}
            className="max-h-[300px] overflow-y-auto"
          >
            {rows.length === 0 && (
              <li className="px-3 py-2 text-sm text-muted-foreground">
                {customers.isFetching ? t('Searching...') : t('No customers found')}
              </li>
            )}
            {rows.map((c) => (
              <li key={c.id}>
                <button
                  type="button"
                  className={`${optionClass} flex-col`}
                  onClick={() => {
                    props.onSelect(c);
                    setSearch('');
                    setOpen(false);
                  }}
                >
                  <span className="font-medium [overflow-wrap:anywhere]">{`${c.first_name} ${c.last_name}`}</span>
                  <span className="text-xs text-muted-foreground [overflow-wrap:anywhere]">
                    {c.email}
                  </span>
                </button>
              </li>
            ))}
          </ul>
          {props.onCreate && (
            <button
              type="button"
              className={`${optionClass} items-center gap-2 border-t font-medium`}
              onClick={() => {
                props.onCreate?.(term);
                setOpen(false);
              }}
            >
              <UserPlusIcon className="size-4" aria-hidden />
              {t('Create New Customer')}
            </button>
          )}
        </div>
      )}
    </div>
  );
}
