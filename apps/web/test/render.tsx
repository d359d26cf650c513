import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { ToastProvider } from '../src/components/toast';
import '../src/i18n';

/** Renders one page at `path` with the providers of the real app, plus a probe route for redirects. */
export function renderPage(path: string, routes: { path: string; element: ReactElement }[]) {
  const router = createMemoryRouter(
    [...routes, { path: '*', element: <div data-testid="elsewhere">elsewhere</div> }],
    { initialEntries: [path] },
  );
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

type Reply = { code: number; message: string; data: unknown };
/** Stands in for the portal server: answers by path; records every request body. */
export function fakeServer(routes: Record<string, Reply | ((body: Record<string, unknown>) => Reply)>) {
  const calls: { path: string; body: Record<string, unknown> }[] = [];
  const fetchFn = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {};
    calls.push({ path: url.pathname, body });
    const route = routes[url.pathname];
    const reply = typeof route === 'function' ? route(body) : (route ?? { code: 404, message: 'not found', data: null });
    return new Response(JSON.stringify(reply), { status: 200, headers: { 'Content-Type': 'application/json' } });
  };
  return { fetchFn, calls };
}
