import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router-dom';
import i18next, { currentLocale, htmlLang, i18nReady } from './i18n';
import { ToastProvider } from './components/toast';
import { router } from './app/router';
import { setNetworkMessage, setUnauthorizedHandler } from './lib/api';
import './styles/admin.css';

const queryClient = new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } });

setUnauthorizedHandler(() => {
  queryClient.clear();
  if (router.state.location.pathname !== '/login') void router.navigate('/login');
});

await i18nReady;
const sync = () => {
  document.documentElement.lang = htmlLang(currentLocale());
  document.title = i18next.t('app.title');
  setNetworkMessage(i18next.t('common.network'));
};
sync();
i18next.on('languageChanged', sync);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </QueryClientProvider>
  </StrictMode>,
);
