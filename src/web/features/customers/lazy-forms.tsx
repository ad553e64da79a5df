import { lazy, Suspense, type ComponentProps } from 'react';

// The customer form and its dialog bring the form, date picker and select libraries. Other
// features (the app's New menu, the side panel's neighbours, the exchange, a company's page)
// get them through these wrappers, which load them when first shown: a page that only might
// show them does not download them with itself.
const LoadedDialog = lazy(async () => ({
  default: (await import('./customer-dialog')).CustomerDialog,
}));
const LoadedForm = lazy(async () => ({ default: (await import('./customer-form')).CustomerForm }));

export function CustomerDialog(props: ComponentProps<typeof LoadedDialog>) {
  return (
    <Suspense fallback={null}>
      <LoadedDialog {...props} />
    </Suspense>
  );
}

export function CustomerForm(props: ComponentProps<typeof LoadedForm>) {
  return (
    <Suspense fallback={null}>
      <LoadedForm {...props} />
    </Suspense>
  );
}
