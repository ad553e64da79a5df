import type { ReactNode } from 'react';
import {
  FormProvider,
  type FieldErrors,
  type FieldValues,
  type SubmitErrorHandler,
  type SubmitHandler,
  type UseFormReturn,
} from 'react-hook-form';
import { notify } from '@web/lib/notify';

export type FormProps<TValues extends FieldValues, TOutput> = {
  form: UseFormReturn<TValues, unknown, TOutput>;
  onSubmit: SubmitHandler<TOutput>;
  // Called after the whole-form message (if any) is shown, e.g. to switch to the tab in error.
  onInvalid?: SubmitErrorHandler<TValues>;
  children: ReactNode;
  className?: string;
  // Off when the browser's own checks (required, type="email") should run first.
  noValidate?: boolean;
  'aria-label'?: string;
};

/**
 * The one way to build a form: react-hook-form with the domain's zod schema as its resolver.
 * A message about one field shows under that field (see FormField); a message about the whole
 * form (the schema's issue at `root`, e.g. 'Please fill in all required fields') is an error
 * toast, as SPEC shows it.
 */
export function Form<TValues extends FieldValues, TOutput>({
  form,
  onSubmit,
  onInvalid,
  children,
  className,
  noValidate = true,
  ...rest
}: FormProps<TValues, TOutput>) {
  // notify shows the domain's English message in the reader's language.
  const invalid = (errors: FieldErrors<TValues>) => {
    const whole = errors.root?.message;
    if (whole) notify.error(whole);
    onInvalid?.(errors);
  };
  return (
    <FormProvider {...form}>
      <form
        onSubmit={(event) => {
          // A dialog's form rendered inside another form (a portal keeps React's tree) submits
          // itself only: React would pass its submit on to the outer form's handler.
          event.stopPropagation();
          void form.handleSubmit(onSubmit, invalid)(event);
        }}
        noValidate={noValidate}
        className={className}
        aria-label={rest['aria-label']}
      >
        {children}
      </form>
    </FormProvider>
  );
}
