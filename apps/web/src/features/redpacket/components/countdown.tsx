import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { msBetween, spanParts } from '../../../lib/dates';

interface CountdownProps {
  /** The server's Beijing now and the instant to count to, as of `fetchedAt` (Date.now() when they arrived). */
  now: string;
  target: string;
  fetchedAt: number;
  label: string;
  /** Called once when the count reaches zero (the page reads the status again). */
  onElapsed: () => void;
}

/** The page's clock: days, hours, minutes and seconds to the draw window's opening or its close. */
export function Countdown({ now, target, fetchedAt, label, onElapsed }: CountdownProps) {
  const { t } = useTranslation();
  const total = target ? msBetween(now, target) : 0;
  const left = () => total - (Date.now() - fetchedAt);
  const [remaining, setRemaining] = useState(left);
  useEffect(() => {
    if (!target) return;
    let fired = false;
    const tick = () => {
      const ms = left();
      setRemaining(ms);
      if (ms <= 0 && !fired) {
        fired = true;
        onElapsed();
      }
    };
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [now, target, fetchedAt]);
  const parts = spanParts(remaining);
  const units = [t('redpacket.days'), t('redpacket.hours'), t('redpacket.minutes'), t('redpacket.seconds')];
  return (
    <div className="rp-clock" data-testid="rp-clock">
      <span className="rp-clock-label">{label}</span>
      {target && (
        <span className="rp-clock-digits" role="timer">
          {parts.map((n, i) => (
            <span key={units[i]} className="rp-clock-cell">
              <b>{n}</b>
              <small>{units[i]}</small>
            </span>
          ))}
        </span>
      )}
    </div>
  );
}
