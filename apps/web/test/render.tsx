import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { ToastProvider } from '../src/components/toast';
import '../src/i18n';

/** Renders one page at `path` with the providers of the real app, plus a probe route for redirects. */
export function renderPage(path: string, routes: { path: string; element: ReactElement }[]) {
  const router = createMemoryRouter([...routes, { path: '*', element: <div data-testid="elsewhere">elsewhere</div> }], { initialEntries: [path] });
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
