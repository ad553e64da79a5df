import { useState } from 'react';
import { startOfDay } from 'date-fns';
import { CalendarIcon } from 'lucide-react';
import { cn } from '@web/lib/cn';
import { Button } from './button';
import { Calendar } from './calendar';
import { Popover, PopoverContent, PopoverTrigger } from './popover';
import { useFormat, useT } from '@web/i18n';
import { formatLocalDate, parseLocalDate } from '@web/lib/dates';

export type DatePickerProps = {
  value: string | null;
  onChange: (value: string | null) => void;
  disableFuture?: boolean;
  disablePast?: boolean;
  placeholder?: string;
  id?: string;
  disabled?: boolean;
  className?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
};

export function DatePicker({
  value,
  onChange,
  disableFuture = false,
  disablePast = false,
  placeholder,
  id,
  disabled,
  className,
  ...aria
}: DatePickerProps) {
  const { t } = useT();
  const { day } = useFormat();
  const [open, setOpen] = useState(false);
  const selected = parseLocalDate(value);
  const today = startOfDay(new Date());
  const matchers = [
    ...(disableFuture ? [{ after: today }] : []),
    ...(disablePast ? [{ before: today }] : []),
  ];

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button
          id={id}
          type="button"
          variant="outline"
          disabled={disabled}
          className={cn(
            'w-full justify-start px-3 text-left font-normal aria-invalid:border-destructive',
            !selected && 'text-muted-foreground',
            className,
          )}
          {...aria}
        >
          <CalendarIcon aria-hidden="true" className="text-muted-foreground" />
          {selected ? day(value) : (placeholder ?? t('Pick a date'))}
        </Button>
      </PopoverTrigger>
      <PopoverContent className="w-auto p-0" align="start">
        <Calendar
          mode="single"
          autoFocus
          captionLayout="dropdown"
          selected={selected}
          defaultMonth={selected ?? today}
          startMonth={disablePast ? today : new Date(1900, 0)}
          endMonth={disableFuture ? today : new Date(today.getFullYear() + 20, 11)}
          disabled={matchers}
          onSelect={(date) => {
            onChange(date ? formatLocalDate(date) : null);
            setOpen(false);
          }}
        />
        {selected && (
          <div className="border-t p-2">
            <Button
              type="button"
              variant="ghost"
              size="sm"
              className="w-full"
              onClick={() => {
                onChange(null);
                setOpen(false);
              }}
            >
              {t('Clear')}
            </Button>
          </div>
        )}
      </PopoverContent>
    </Popover>
  );
}
