import { useMemo, useState, type Ref } from 'react';
import { Command } from 'cmdk';
import { CheckIcon, ChevronsUpDownIcon } from 'lucide-react';
import type { FieldControlProps } from '@web/components/form';
import { Button } from '@web/components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '@web/components/ui/popover';
import { useFormat, useT } from '@web/i18n';
import { cn } from '@web/lib/cn';
import { countryChoices } from './countries';

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/**
 * A searchable list of countries by name in the reader's language (value: ISO alpha-2), Canada
 * first. cmdk gives the listbox, arrow keys and Enter; a name or a code finds a country.
 */
export function CountrySelect(
  props: Partial<FieldControlProps> & {
    value: string | null | undefined;
    onChange: (code: string | null) => void;
    onBlur?: () => void;
    ref?: Ref<HTMLButtonElement>;
    name?: string;
  },
) {
  const { t } = useT();
  const { language } = useFormat();
  const { value, onChange, onBlur, ref, name: _name, ...control } = props;
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const countries = countryChoices(language);
  const chosen = countries.find((c) => c.code === value);
  const shown = useMemo(() => {
    const query = fold(text.trim());
    if (!query) return countries;
    return countries.filter((c) => fold(c.name).includes(query) || c.code.toLowerCase() === query);
  }, [countries, text]);
  const choose = (code: string | null) => {
    onChange(code);
    setOpen(false);
    setText('');
  };
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button
          ref={ref}
          type="button"
          variant="outline"
          role="combobox"
          aria-expanded={open}
          onBlur={onBlur}
          className="w-full justify-between font-normal"
          {...control}
        >
          <span className={cn('truncate', !chosen && 'text-muted-foreground')}>
            {chosen ? chosen.name : t('Select a country')}
          </span>
          <ChevronsUpDownIcon aria-hidden className="opacity-50" />
        </Button>
      </PopoverTrigger>
      <PopoverContent className="w-(--radix-popover-trigger-width) min-w-64 p-0" align="start">
        <Command shouldFilter={false} loop label={t('Countries')}>
          <Command.Input
            value={text}
            onValueChange={setText}
            aria-label={t('Search countries')}
            placeholder={t('Search countries…')}
            className="h-10 w-full border-b bg-transparent px-3 text-sm outline-none placeholder:text-muted-foreground"
          />
          <Command.List className="max-h-64 overflow-y-auto overscroll-contain p-1">
            <Command.Empty className="px-3 py-4 text-center text-sm text-muted-foreground">
              {t('No country found')}
            </Command.Empty>
            {value && !text && (
              <Command.Item
                value="-"
                onSelect={() => choose(null)}
                className="flex cursor-default items-center rounded-sm px-2 py-1.5 text-sm text-muted-foreground outline-none data-[selected=true]:bg-accent"
              >
                {t('No country')}
              </Command.Item>
            )}
            {shown.map((c) => (
              <Command.Item
                key={c.code}
                value={c.code}
                onSelect={() => choose(c.code)}
                className="flex cursor-default items-center gap-2 rounded-sm px-2 py-1.5 text-sm outline-none select-none data-[selected=true]:bg-accent data-[selected=true]:text-accent-foreground"
              >
                <CheckIcon
                  aria-hidden
                  className={cn('size-4', c.code === value ? 'opacity-100' : 'opacity-0')}
                />
                {c.name}
              </Command.Item>
            ))}
          </Command.List>
        </Command>
      </PopoverContent>
    </Popover>
  );
}
