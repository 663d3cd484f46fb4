import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './providers';
import type { TAppRouter } from './router';

export function App({ router }: { router: TAppRouter }) {
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
