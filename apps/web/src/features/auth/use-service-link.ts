import { useTranslation } from 'react-i18next';
import { call } from '../../api/client';
import { useToast } from '../../components/toast';

/** Opens the customer-service page (get-service-url); a failure shows the server message. */
export function useOpenService() {
  const toast = useToast();
  const { t } = useTranslation();
  return async () => {
    const win = window.open('', '_blank');
    try {
      const reply = await call<{ url: string }>('/api/getservicerurl');
      if (reply.code === 200 && reply.data?.url) {
        if (win) win.location.href = reply.data.url;
        else window.location.href = reply.data.url;
        return;
      }
      win?.close();
      toast.error(reply.message || t('common.network'));
    } catch (e) {
      win?.close();
      toast.error((e as Error).message);
    }
  };
}
