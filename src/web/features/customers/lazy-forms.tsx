import { lazy, Suspense, type ComponentProps } from 'react';

// The customer form and its dialog (and the delete confirmation, less so) bring the form, date picker and select libraries. Other
// features (the app's New menu, the side panel's neighbours, the exchange, a company's page)
// get them through these wrappers, which load them when first shown: a page that only might
// show them does not download them with itself. A button that opens the dialog preloads it when
// pointed at or focused, so the dialog is there by the time it is clicked.
const loadDialog = () => import('./customer-dialog');
export const preloadCustomerDialog = () => void loadDialog();
const LoadedDialog = lazy(async () => ({ default: (await loadDialog()).CustomerDialog }));
const loadDelete = () => import('./delete-customer-dialog');
export const preloadDeleteCustomerDialog = () => void loadDelete();
const LoadedDelete = lazy(async () => ({ default: (await loadDelete()).DeleteCustomerDialog }));
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

export function DeleteCustomerDialog(props: ComponentProps<typeof LoadedDelete>) {
  return (
    <Suspense fallback={null}>
      <LoadedDelete {...props} />
    </Suspense>
  );
}
