import { useId, type ReactNode } from 'react';
import {
  useController,
  type Control,
  type ControllerFieldState,
  type ControllerRenderProps,
  type FieldPath,
  type FieldValues,
} from 'react-hook-form';
import { Label } from '@web/components/ui/label';
import { useT } from '@web/i18n';
import { cn } from '@web/lib/cn';

// What the control needs so that its label, state and message belong to it.
export type FieldControlProps = {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

export type FormFieldRender<T extends FieldValues, N extends FieldPath<T>> = (props: {
  field: ControllerRenderProps<T, N>;
  control: FieldControlProps;
  fieldState: ControllerFieldState;
}) => ReactNode;

export type FormFieldProps<T extends FieldValues, N extends FieldPath<T>, TOutput> = {
  name: N;
  // Optional only for controls that carry their own label (e.g. the customer picker).
  label?: ReactNode;
  // The control's id; a generated one when left out.
  id?: string;
  // Gives the field its value types; without it the field is read from the form context.
  control?: Control<T, unknown, TOutput>;
  className?: string;
  render: FormFieldRender<T, N>;
};

// Id of a field's message, for its control's aria-describedby.
export function fieldMessageId(controlId: string): string {
  return `${controlId}-message`;
}

/**
 * One field of a Form: its label, its control (rendered by `render` with the value, the
 * handlers and the id/aria props to spread on it) and, under it, the schema's message for it,
 * in the reader's language (the domain writes it in English; decision 0039).
 */
export function FormField<T extends FieldValues, N extends FieldPath<T>, TOutput>({
  name,
  label,
  id,
  control,
  className,
  render,
}: FormFieldProps<T, N, TOutput>) {
  const { t } = useT();
  const generated = useId();
  const controlId = id ?? `field-${generated}`;
  const { field, fieldState } = useController<T, N, TOutput>({ name, control });
  const message = fieldState.error?.message;
  const messageId = fieldMessageId(controlId);
  return (
    <div data-slot="form-field" className={cn('grid content-start gap-1.5', className)}>
      {label !== undefined && <Label htmlFor={controlId}>{label}</Label>}
      {render({
        field,
        fieldState,
        control: {
          id: controlId,
          'aria-invalid': message ? true : undefined,
          'aria-describedby': message ? messageId : undefined,
        },
      })}
      {message && (
        <p id={messageId} role="alert" className="text-sm text-destructive">
          {t(message)}
        </p>
      )}
    </div>
  );
}
