import { useState } from 'react';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { PersonName, UserText } from '@web/components/user-text';
import { useT } from '@web/i18n';
import { call } from '@web/lib/call';
import { cn } from '@web/lib/cn';
import { useFailureToast } from '@web/lib/failure';
import { queryKeys } from '@web/lib/query-keys';
import { useDebouncedValue } from '@web/lib/use-debounced-value';

const PICKER_LIMIT = 50;

export const customersWithoutCompanyQuery = (search: string) =>
  queryOptions({
    queryKey: queryKeys.customers.withoutCompany(search),
    queryFn: () => call('customers.withoutCompany', { query: { search, limit: PICKER_LIMIT } }),
    // The list stays in place while the next search loads, rather than blinking empty under
    // the pointer.
    placeholderData: keepPreviousData,
  });

/**
 * A searchable list of customers without a company, one of which can be chosen (the company
 * page's Associate Existing). A failed load shows `failureText` as a toast.
 */
export function CustomerPicker(props: {
  id: string;
  label: string;
  value: string | null;
  onChange: (customerId: string) => void;
  failureText: string;
  invalid?: boolean;
  describedBy?: string;
}) {
  const { t } = useT();
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim());
  const available = useQuery(customersWithoutCompanyQuery(search));
  useFailureToast(available.error, props.failureText);
  const rows = available.data?.rows ?? [];
  return (
    <>
      <div className="grid gap-1.5">
        <Label htmlFor={props.id}>{props.label}</Label>
        <Input
          id={props.id}
          type="search"
          placeholder={t('Search by name, email or phone...')}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
      </div>
      <div
        role="listbox"
        aria-label={t('Available customers')}
        aria-invalid={props.invalid || undefined}
        aria-describedby={props.describedBy}
        className="max-h-64 overflow-y-auto rounded-md border"
      >
        {rows.length === 0 ? (
          <p className="p-3 text-sm text-muted-foreground">
            {available.isPending ? t('Loading...') : t('No customers without a company found')}
          </p>
        ) : (
          rows.map((c) => (
            <button
              key={c.id}
              type="button"
              role="option"
              aria-selected={props.value === c.id}
              onClick={() => props.onChange(c.id)}
              className={cn(
                'flex w-full flex-col items-start border-b px-3 py-2 text-left text-sm last:border-0 hover:bg-muted',
                props.value === c.id && 'bg-accent',
              )}
            >
              <PersonName person={c} className="max-w-full font-medium" />
              <UserText className="max-w-full text-muted-foreground">{c.email}</UserText>
            </button>
          ))
        )}
      </div>
    </>
  );
}
