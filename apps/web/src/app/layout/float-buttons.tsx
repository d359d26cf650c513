import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../components/app-link';
import { useWithLogin } from '../../components/login-prompt';
import { useToast } from '../../components/toast';
import { useAppInfo } from '../../lib/session/queries';
import { openRedPacketTab } from '../../features/redpacket/open-red-packet';
import { RedPacketSwitch } from '@portal/contracts';

/** Spec §2.3: the red-packet page needs a session and the switch on; it opens in a new tab. */
function useOpenRedPacket() {
  const { t } = useTranslation();
  const withLogin = useWithLogin();
  const toast = useToast();
  const app = useAppInfo();
  return () =>
    withLogin(() => (app.data?.redpacket_switch === RedPacketSwitch.off ? toast.info(t('nav.redpacketClosed')) : openRedPacketTab()), {
      prompt: 'redpacket.loginToDraw',
    });
}

const RedPacketIcon = ({ size = 22 }: { size?: number }) => (
  <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden>
    <rect x="4" y="2" width="16" height="20" rx="2.5" fill="#e3262f" stroke="#ffcf5a" strokeWidth="1.2" />
    <path d="M4 8c5 4 11 4 16 0" fill="none" stroke="#ffcf5a" strokeWidth="1.2" />
    <circle cx="12" cy="10" r="2.6" fill="#ffcf5a" />
  </svg>
);
const SupportIcon = ({ size = 22 }: { size?: number }) => (
  <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden>
    <path d="M4 13v-1a8 8 0 0116 0v1" fill="none" stroke="currentColor" strokeWidth="2" />
    <rect x="2" y="12" width="5" height="7" rx="2" fill="currentColor" />
    <rect x="17" y="12" width="5" height="7" rx="2" fill="currentColor" />
    <path d="M19 19c0 2-2 3-5 3" fill="none" stroke="currentColor" strokeWidth="2" />
  </svg>
);

/**
 * The red packet and customer support, small and out of the way. On a wide screen they float in the
 * right margin beside the page (never over it: the page is at most 1200 px wide, the margin holds
 * them from 1360 px up), with back-to-top once scrolled; on anything narrower they are icons in the
 * top bar (QuickLinks), so nothing floats over the content a phone shows.
 */
export function FloatButtons() {
  const { t } = useTranslation();
  const openRedPacket = useOpenRedPacket();
  const [showTop, setShowTop] = useState(false);
  useEffect(() => {
    const onScroll = () => setShowTop(window.scrollY > 400);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return (
    <div className="float-buttons" data-testid="float-buttons">
      <button
        type="button"
        className="float-btn float-btn-redpacket"
        title={t('nav.redpacket')}
        aria-label={t('nav.redpacket')}
        onClick={openRedPacket}
        data-testid="float-redpacket"
      >
        <RedPacketIcon />
      </button>
      <AppLink to="/kefu" className="float-btn" title={t('nav.kefu')} aria-label={t('nav.kefu')}>
        <SupportIcon />
      </AppLink>
      {showTop && (
        <button
          type="button"
          className="float-btn"
          title={t('common.backTop')}
          aria-label={t('common.backTop')}
          onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden>
            <path d="M12 5l-7 8h4v6h6v-6h4z" fill="currentColor" />
          </svg>
        </button>
      )}
    </div>
  );
}

/** The red packet and customer support as the top bar's icons, where the screen has no margin for FloatButtons. */
export function QuickLinks() {
  const { t } = useTranslation();
  const openRedPacket = useOpenRedPacket();
  return (
    <span className="top-quick" data-testid="top-quick">
      <button
        type="button"
        className="top-quick-btn"
        title={t('nav.redpacket')}
        aria-label={t('nav.redpacket')}
        onClick={openRedPacket}
        data-testid="top-redpacket"
      >
        <RedPacketIcon size={16} />
      </button>
      <AppLink to="/kefu" className="top-quick-btn" title={t('nav.kefu')} aria-label={t('nav.kefu')} data-testid="top-kefu">
        <SupportIcon size={16} />
      </AppLink>
    </span>
  );
}
