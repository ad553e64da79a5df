import { useState } from 'react';
import { Link } from 'react-router';
import { ArrowLeftRight, Search } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { PersonName, UserText, fullName } from '@web/components/user-text';
import { Input } from '@web/components/ui/input';
import { useCustomers } from '@web/features/customers';
import { msg, useT } from '@web/i18n';
import { query } from '@web/lib/api-client';
import { useFailureToast } from '@web/lib/failure';
import { useDebouncedValue } from '@web/lib/use-debounced-value';

const RESULTS = 8;

export function CustomerSearch({ onSelect }: { onSelect: (id: string) => void }) {
  const { t } = useT();
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim());
  // Nothing typed, nothing asked: the panel sits beside every page.
  const results = useCustomers({ search, offset: 0, limit: RESULTS, enabled: search !== '' });
  useFailureToast(results.error, msg('Failed to load customers'));
  const rows = search ? (results.data?.rows ?? []) : [];

  return (
    <div className="grid grid-cols-1 gap-2">
      <div className="relative">
        <Search
          className="absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden
        />
        <Input
          type="search"
          aria-label={t('Find a customer')}
          placeholder={t('Search customers...')}
          className="pl-8"
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
      </div>
      {search && (
        <ul aria-label={t('Customer search results')} className="grid grid-cols-1 gap-1">
          {rows.length === 0 && !results.isFetching && (
            <li className="px-1 text-sm text-muted-foreground">{t('No customers found')}</li>
          )}
          {rows.map((c) => {
            const name = fullName(c);
            return (
              <li
                key={c.id}
                className="flex items-center gap-1 rounded-md border bg-background p-1"
              >
                <button
                  type="button"
                  className="min-w-0 flex-1 rounded px-2 py-1 text-left hover:bg-muted"
                  onClick={() => {
                    onSelect(c.id);
                    setText('');
                  }}
                >
                  <PersonName person={c} truncate className="text-sm font-medium" />
                  <UserText truncate className="text-xs text-muted-foreground">
                    {c.email}
                  </UserText>
                </button>
                <Button
                  asChild
                  variant="ghost"
                  size="icon"
                  aria-label={t('Go to Exchange with {{name}}', { name })}
                  title={t('Go to Exchange')}
                >
                  <Link to={`/exchange${query({ customerId: c.id })}`}>
                    <ArrowLeftRight aria-hidden />
                  </Link>
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
