import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router-dom';
import i18next, { currentLocale, HTML_LANG, initI18n } from './i18n';
import { ToastProvider } from './components/toast';
import { router } from './app/router';
import { setNetworkMessage, setUnauthorizedHandler } from './lib/api-client';
import { sessionKeys } from './lib/session/queries';
import './styles/global.css';
import './styles/pages.css';
import './styles/portal.css';
import './styles/wallet.css';
import './styles/phone.css';

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
});

setUnauthorizedHandler(() => {
  queryClient.removeQueries({ queryKey: sessionKeys.user });
  queryClient.removeQueries({ queryKey: sessionKeys.balance });
  const here = router.state.location;
  if (here.pathname !== '/login') void router.navigate(`/login?redirect=${encodeURIComponent(here.pathname + here.search)}`);
});
const syncLanguage = () => {
  document.documentElement.lang = HTML_LANG[currentLocale()];
  setNetworkMessage(i18next.t('common.network'));
};

await initI18n();
syncLanguage();
i18next.on('languageChanged', syncLanguage);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </QueryClientProvider>
  </StrictMode>,
);
