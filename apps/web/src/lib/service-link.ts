import { useTranslation } from 'react-i18next';
import { api } from './api-client';
import { useToast } from '../components/toast';

export const fetchServiceUrl = () => api.call('site.serviceUrl');

/** Opens the customer-service page (get-service-url) in a new tab; a failure shows the server message. */
export function useOpenService() {
  const toast = useToast();
  const { t } = useTranslation();
  return async () => {
    const win = window.open('', '_blank');
    try {
      const { url } = await fetchServiceUrl();
      if (url) {
        if (win) win.location.href = url;
        else window.location.href = url;
        return;
      }
      win?.close();
      toast.error(t('common.network'));
    } catch (e) {
      win?.close();
      toast.error((e as Error).message || t('common.network'));
    }
  };
}
