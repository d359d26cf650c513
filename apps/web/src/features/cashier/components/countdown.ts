import { useEffect, useState } from 'react';
import { formatRemaining } from '../../../lib/dates';

/**
 * The payment window's countdown (one hour from created_at, spec §4), ticking every second. The
 * server says how many seconds were left when it answered (`remaining_seconds`, from created_at
 * and its own clock), so a member whose computer clock is off still sees the right time.
 */
export function usePaymentCountdown(remainingSeconds: number, answeredAt: number): { text: string; expired: boolean } {
  const [now, setNow] = useState(() => Date.now());
  const deadline = answeredAt + remainingSeconds * 1000;
  const left = deadline - now;
  const expired = left <= 0;
  useEffect(() => {
    if (expired) return;
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, [deadline, expired]);
  return { text: formatRemaining(left), expired };
}
