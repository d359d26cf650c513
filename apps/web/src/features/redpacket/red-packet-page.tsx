import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { minutesOfDay, RedPacketStatus, RedPacketSwitch, wholeDeposit, type RedPacketStatusReply } from '@portal/contracts';
import { Dialog } from '../../components/dialog';
import { Spinner } from '../../components/states';
import { ruleMessage } from '../../i18n/rule-message';
import { useAppInfo } from '../../lib/session/queries';
import { useOpenService } from '../../lib/service-link';
import { useDrawRedPacket } from './api/draw-red-packet';
import { useRedPacket } from './api/get-red-packet';
import { Envelope, Lantern, MiniPacket } from './components/art';
import { Countdown } from './components/countdown';
import '../../styles/redpacket.css';
import { formatDateTime } from '../../lib/dates';

type Popup = { kind: 'notStarted' } | { kind: 'ended' } | { kind: 'win'; money: string } | { kind: 'notQualified'; text?: string } | { kind: 'noDraws' };
type ClockStatus = 'before' | 'running' | 'finished' | 'grabbedOut';

/** Spec §4 clock statuses: before start, running, finished, grabbed out. */
export function clockStatus(s: RedPacketStatusReply): ClockStatus {
  if (s.redPacketStatus === RedPacketStatus.end) return 'finished';
  if (s.redPacketStatus === RedPacketStatus.ready || !s.drawing) return 'before';
  return s.sendnums <= 0 && s.acquirednum > 0 ? 'grabbedOut' : 'running';
}

/** Outside today's draw window: still ahead of it (not started) or past it (ended for today). */
const beforeWindow = (s: RedPacketStatusReply) => minutesOfDay(s.now.slice(11, 16)) < minutesOfDay(s.draw_window.start);

const CLOCK_LABEL: Record<ClockStatus, string> = {
  before: 'redpacket.clockBefore',
  running: 'redpacket.clockRunning',
  finished: 'redpacket.clockFinished',
  grabbedOut: 'redpacket.clockGrabbedOut',
};

const FALLING = Array.from({ length: 12 }, (_, i) => ({
  left: `${(i * 83) % 100}%`,
  animationDelay: `${(i * 0.9) % 7}s`,
  animationDuration: `${7 + (i % 4)}s`,
}));

/**
 * /userredpacket (spec §2.3), opened in its own tab: the draws left and used, the largest draw count,
 * the draw button, the clock, the rules, the fixed notes, the pop-ups and the floating shortcuts.
 */
export default function RedPacketPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const openService = useOpenService();
  const app = useAppInfo();
  const status = useRedPacket();
  const draw = useDrawRedPacket();
  const [popup, setPopup] = useState<Popup | null>(null);
  const closed = app.data?.redpacket_switch === RedPacketSwitch.off;
  const s = status.data;

  function grab() {
    if (!s || draw.isPending) return;
    if (s.redPacketStatus === RedPacketStatus.ready) return setPopup({ kind: 'notStarted' });
    if (s.redPacketStatus === RedPacketStatus.end) return setPopup({ kind: 'ended' });
    if (!s.drawing) return setPopup({ kind: beforeWindow(s) ? 'notStarted' : 'ended' });
    // no draws left: every draw of today's rule used (the spec's '您的剩余次数不足！'), or none earned yet
    if (s.sendnums <= 0) return setPopup({ kind: s.acquirednum > 0 ? 'noDraws' : 'notQualified' });
    draw.mutate(undefined, {
      onSuccess: (reply) => setPopup({ kind: 'win', money: reply.data.redpacketmoney }),
      onError: (e) => setPopup({ kind: 'notQualified', text: e.message }),
    });
  }

  const windowLine = s ? t('redpacket.windowLine', { start: s.draw_window.start, end: s.draw_window.end }) : '';
  const crossesMidnight = s ? minutesOfDay(s.count_window.start) >= minutesOfDay(s.count_window.end) : true;

  return (
    <div className="rp-page" data-testid="redpacket-page">
      <div className="rp-rain" aria-hidden>
        {FALLING.map((style, i) => (
          <MiniPacket key={i} style={style} />
        ))}
      </div>
      <Lantern className="rp-lantern-left" />
      <Lantern className="rp-lantern-right" />
      <header className="rp-head">
        <h1>{t('redpacket.title')}</h1>
        <p>{t('redpacket.subtitle')}</p>
      </header>

      {closed || (status.isError && !s) ? (
        <div className="rp-card rp-closed" data-testid="rp-closed">
          <p>{closed ? ruleMessage('redpacket.closed') : status.error?.message}</p>
        </div>
      ) : !s ? (
        <div className="rp-card">
          <Spinner />
        </div>
      ) : (
        <>
          <section className="rp-stage">
            <div className="rp-counts">
              <div data-testid="rp-remaining">
                <small>{t('redpacket.remaining')}</small>
                <b>{Math.max(0, s.sendnums)}</b>
              </div>
              <div data-testid="rp-used">
                <small>{t('redpacket.used')}</small>
                <b>{s.acquirednum}</b>
              </div>
            </div>
            <p className="rp-max" data-testid="rp-max">
              {t('redpacket.maxTimes', { n: s.max_times })} · {t('redpacket.maxHint')}
            </p>
            <Envelope>
              <button type="button" className="rp-grab" onClick={grab} disabled={draw.isPending} data-testid="rp-grab">
                {draw.isPending ? t('redpacket.grabbing') : t('redpacket.grab')}
              </button>
            </Envelope>
            <Countdown
              now={s.now}
              target={s.countdown_to}
              fetchedAt={status.dataUpdatedAt}
              label={t(CLOCK_LABEL[clockStatus(s)])}
              onElapsed={() => void status.refetch()}
            />
            <p className="rp-window">{windowLine}</p>
          </section>

          <section className="rp-card">
            <h2>{t('redpacket.rules')}</h2>
            <table className="rp-rules" data-testid="rp-rules">
              <thead>
                <tr>
                  <th>{t('redpacket.colTime')}</th>
                  <th>{t('redpacket.colDeposit')}</th>
                  <th>{t('redpacket.colTimes')}</th>
                </tr>
              </thead>
              <tbody>
                {s.rules.length === 0 && (
                  <tr>
                    <td colSpan={3} className="rp-empty">
                      {t('redpacket.noRules')}
                    </td>
                  </tr>
                )}
                {s.rules.map((r) => (
                  <tr key={`${r.start_time}${r.day_flow}${r.flow_money}${r.recharge}`}>
                    <td>
                      {formatDateTime(r.start_time)} ~ {formatDateTime(r.end_time)}
                    </td>
                    <td>
                      {wholeDeposit(r.day_flow)} ~ {wholeDeposit(r.flow_money)}
                      <small className="rp-flow">{t('redpacket.rangeLine', { from: r.day_flow, to: r.flow_money, pct: r.money })}</small>
                    </td>
                    <td>{r.recharge}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>

          <section className="rp-card rp-notes">
            <h2>{t('redpacket.notesTitle')}</h2>
            <ol>
              <li>{t('redpacket.noteDraw', { start: s.draw_window.start, end: s.draw_window.end })}</li>
              <li>{t(crossesMidnight ? 'redpacket.noteCount' : 'redpacket.noteCountSameDay', { start: s.count_window.start, end: s.count_window.end })}</li>
              <li>{t('redpacket.noteAmount')}</li>
              <li data-testid="rp-note-days">{t('redpacket.noteDays')}</li>
              <li data-testid="rp-deposits">{t('redpacket.noteDeposits', { amount: s.deposits })}</li>
            </ol>
          </section>
        </>
      )}

      <nav className="rp-float" aria-label={t('redpacket.title')}>
        <Link to="/mine/welfare" className="rp-float-btn" data-testid="rp-to-welfare">
          {t('redpacket.welfare')}
        </Link>
        <button type="button" className="rp-float-btn" onClick={() => void openService()}>
          {t('nav.kefu')}
        </button>
      </nav>

      <Dialog open={popup !== null} title={popupTitle(popup, t)} onClose={() => setPopup(null)}>
        <div className={`rp-pop rp-pop-${popup?.kind ?? ''}`} data-testid="rp-popup">
          {popup?.kind === 'win' && (
            <p className="rp-pop-money" data-testid="rp-win">
              {t('redpacket.popWin', { money: popup.money })}
            </p>
          )}
          {popup?.kind === 'notStarted' && (
            <>
              <p>{t('redpacket.popNotStarted')}</p>
              <small>{windowLine}</small>
            </>
          )}
          {popup?.kind === 'ended' && (
            <>
              <p>{t('redpacket.popEnded')}</p>
              <small>{windowLine}</small>
            </>
          )}
          {popup?.kind === 'noDraws' && <p data-testid="rp-no-draws">{t('redpacket.popNoDraws')}</p>}
          {popup?.kind === 'notQualified' && (
            <>
              <p>{popup.text ?? t('redpacket.popNotQualified')}</p>
              <button type="button" className="btn btn-gold" onClick={() => void navigate('/recharge')} data-testid="rp-deposit-now">
                {t('redpacket.depositNow')}
              </button>
            </>
          )}
        </div>
      </Dialog>
    </div>
  );
}

function popupTitle(popup: Popup | null, t: (key: string) => string): string {
  if (!popup) return '';
  return {
    notStarted: t('redpacket.popNotStartedTitle'),
    ended: t('redpacket.popEndedTitle'),
    win: t('redpacket.popWinTitle'),
    notQualified: t('redpacket.popNotQualifiedTitle'),
    noDraws: t('redpacket.popNotQualifiedTitle'),
  }[popup.kind];
}
