import { RouterProvider } from 'react-router';
import { Toasts } from '@web/lib/toasts';
import { router } from './router';

export function App() {
  return (
    <>
      <RouterProvider router={router} />
      <Toasts />
    </>
  );
}
