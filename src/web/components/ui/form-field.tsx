import type { ReactNode } from 'react';
import { cn } from '@web/lib/cn';
import { Label } from './label';

export type FormFieldProps = {
  label: ReactNode;
  htmlFor: string;
  error?: string;
  children: ReactNode;
  className?: string;
};

// Id of the error message, for the control's aria-describedby.
export function fieldErrorId(htmlFor: string): string {
  return `${htmlFor}-error`;
}

export function FormField({ label, htmlFor, error, children, className }: FormFieldProps) {
  return (
    <div data-slot="form-field" className={cn('grid gap-1.5', className)}>
      <Label htmlFor={htmlFor}>{label}</Label>
      {children}
      {error && (
        <p id={fieldErrorId(htmlFor)} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
