import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { ToastProvider } from '../src/components/toast';
import { routes } from '../src/app/routes';
import { staffSession } from '../src/lib/session';

/** Signs a staff member in (the session the login page would save). */
export function signIn(role: string, name = `${role}1`) {
  staffSession.save({ token: `token-${name}`, name, role });
}

/** The whole back office at `path`, with the providers of the real app. */
export function renderAdmin(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const utils = render(
    <QueryClientProvider client={client}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </QueryClientProvider>,
  );
  return { ...utils, router };
}
