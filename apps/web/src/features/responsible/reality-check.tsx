import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ResponsibleReality } from '@portal/contracts';
import { Dialog } from '../../components/dialog';
import { useIdempotentSend } from '../../lib/idempotency';
import { afterMoneyMoved } from '../../lib/money-moved';
import { useLogout } from '../../lib/session/queries';
import { formatDateTime } from '../../lib/dates';
import { useReality } from './api/get-responsible';
import { clockText } from './components/format';
import '../../styles/responsible.css';

/** A check fires this long after the server says it is due, so it never comes a moment early. */
const SLACK_MS = 250;

/**
 * The reality check of the portal, mounted while a member is logged in: at each interval from the
 * login (the server says when the next is due, so a reload keeps the rhythm) it shows the time since
 * the login and the net win or loss over it, with continue, stop playing and the bet record.
 */
export default function RealityCheck() {
  const reality = useReality();
  const [shown, setShown] = useState<ResponsibleReality | null>(null);
  const { data, dataUpdatedAt, refetch } = reality;
  useEffect(() => {
    const due = data?.next_check_ms;
    if (due === null || due === undefined || shown) return;
    const wait = Math.max(due - (Date.now() - dataUpdatedAt), 0) + SLACK_MS;
    const timer = setTimeout(() => void refetch().then((r) => r.data && setShown(r.data)), wait);
    return () => clearTimeout(timer);
  }, [data, dataUpdatedAt, refetch, shown]);
  if (!shown) return null;
  return <RealityDialog reality={shown} onClose={() => setShown(null)} />;
}

function RealityDialog({ reality, onClose }: { reality: ResponsibleReality; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const sendOnce = useIdempotentSend();
  const logout = useLogout();
  // Stop playing: every game wallet back to the central wallet, then log out (even when a platform fails to answer).
  const stop = useMutation({
    mutationFn: async () => {
      await sendOnce('wallet.recallAll').catch(() => undefined);
      await afterMoneyMoved(client);
      await logout.mutateAsync();
    },
    onSettled: () => {
      onClose();
      // void: nothing waits for the route change (the router shows its own errors)
      void navigate('/login');
    },
  });
  const losing = reality.net.startsWith('-');
  return (
    <Dialog
      open
      title={t('responsible.checkTitle')}
      onClose={onClose}
      footer={
        <>
          <button
            type="button"
            className="btn btn-ghost"
            data-testid="reality-bets"
            onClick={() => {
              onClose();
              // void: nothing waits for the route change (the router shows its own errors)
              void navigate('/mine/betRecord');
            }}
          >
            {t('responsible.betRecord')}
          </button>
          <button type="button" className="btn rg-danger" data-testid="reality-stop" disabled={stop.isPending} onClick={() => stop.mutate()}>
            {t('responsible.stop')}
          </button>
          <button type="button" className="btn btn-gold" data-testid="reality-continue" onClick={onClose}>
            {t('responsible.continue')}
          </button>
        </>
      }
    >
      <div className="reality-check" data-testid="reality-check">
        <p data-testid="reality-elapsed">
          {t('responsible.checkElapsed', { time: clockText(reality.elapsed_seconds), since: formatDateTime(reality.session_started_at) })}
        </p>
        <p className="reality-net">
          {t('responsible.checkNet')}:{' '}
          <strong className={losing ? 'reality-loss' : 'reality-win'} data-testid="reality-net">
            {reality.net}
          </strong>
        </p>
        <p className="hint" data-testid="reality-bets-count">
          {t('responsible.checkBets', { bets: reality.bets, stakes: reality.stakes })}
        </p>
        <p className="hint">{t('responsible.stopHint')}</p>
      </div>
    </Dialog>
  );
}
