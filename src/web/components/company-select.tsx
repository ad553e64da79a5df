import { useEffect } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CompanyOption } from '@domain/contracts/companies';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@web/components/ui/select';
import { call } from '@web/lib/call';
import { queryKeys } from '@web/lib/query-keys';

const NONE = 'none';

export const companyOptionsQuery = queryOptions({
  queryKey: queryKeys.companies.options,
  queryFn: () => call('companies.options'),
});

// SPEC §8: the company dropdown fails silently (logged once; the list stays empty).
function useCompanyOptions() {
  const options = useQuery(companyOptionsQuery);
  useEffect(() => {
    if (options.error) console.error('Failed to load companies for the dropdown', options.error);
  }, [options.error]);
  return options.data?.rows ?? [];
}

/**
 * The company picker of the customer form and the customer's company card. With `noneLabel`
 * the list starts with a 'none' choice that reads as null. `current` is the company the customer
 * has now: it is listed even when it is not among the options (archived, docs/decisions/0027, or
 * past the options' cap), so the field shows it rather than an empty choice.
 */
export function CompanySelect(props: {
  id: string;
  value: string | null;
  onChange: (companyId: string | null) => void;
  noneLabel?: string;
  current?: CompanyOption | null;
  placeholder?: string;
  disabled?: boolean;
  invalid?: boolean;
  describedBy?: string;
}) {
  const options = useCompanyOptions();
  const value = props.value ?? (props.noneLabel ? NONE : '');
  const { current } = props;
  const extra = current && !options.some((company) => company.id === current.id) ? current : null;
  return (
    <Select
      value={value}
      disabled={props.disabled}
      onValueChange={(next) => props.onChange(next === NONE ? null : next)}
    >
      <SelectTrigger
        id={props.id}
        aria-invalid={props.invalid || undefined}
        aria-describedby={props.describedBy}
      >
        <SelectValue placeholder={props.placeholder} />
      </SelectTrigger>
      <SelectContent>
        {props.noneLabel && <SelectItem value={NONE}>{props.noneLabel}</SelectItem>}
        {extra && <SelectItem value={extra.id}>{extra.name}</SelectItem>}
        {options.map((company) => (
          <SelectItem key={company.id} value={company.id}>
            {company.name}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
