import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppInfo } from '../lib/session/queries';
import { Spinner } from '../components/states';
import { CrownLogo } from '../art/logo';
import { SiteState } from '@portal/contracts';

/** Spec §2.1: site_state 0 shows only the repair tips. */
export function SiteGate({ children }: { children: ReactNode }) {
  const { data, isPending } = useAppInfo();
  const { t } = useTranslation();
  // The tab's title is the site's name in the language shown (index.html's is only the first paint's).
  useEffect(() => {
    if (data?.title) document.title = data.title;
  }, [data?.title]);
  if (isPending)
    return (
      <div className="page-center">
        <Spinner />
      </div>
    );
  if (data && data.site_state === SiteState.repair) {
    return (
      <div className="repair" data-testid="repair">
        <CrownLogo size={88} />
        <h1>{t('common.repairTitle')}</h1>
        <p>{data.repair_tips}</p>
      </div>
    );
  }
  return <>{children}</>;
}
