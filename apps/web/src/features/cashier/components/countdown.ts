import { useEffect, useState } from 'react';

/** Spec §9: an order can be paid for one hour after it was created. */
export const PAYMENT_WINDOW_MS = 60 * 60 * 1000;

/** created_at as the server writes it: Beijing wall time 'YYYY-MM-DD HH:mm:ss', or an ISO instant. */
export function parseCreatedAt(text: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})$/.exec(text.trim());
  if (m) return Date.parse(`${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6]}+08:00`);
  return Date.parse(text);
}

/** mm:ss of what is left, '00:00' once the window has passed (spec §4). */
export function formatRemaining(ms: number): string {
  const s = Math.max(0, Math.floor(ms / 1000));
  const mm = String(Math.floor(s / 60)).padStart(2, '0');
  const ss = String(s % 60).padStart(2, '0');
  return `${mm}:${ss}`;
}

/** The remaining payment time of an order, ticking every second. */
export function usePaymentCountdown(createdAt: string | undefined): { text: string; expired: boolean } {
  const [now, setNow] = useState(() => Date.now());
  const deadline = createdAt ? parseCreatedAt(createdAt) + PAYMENT_WINDOW_MS : NaN;
  const left = Number.isNaN(deadline) ? 0 : deadline - now;
  const expired = left <= 0;
  useEffect(() => {
    if (Number.isNaN(deadline) || expired) return;
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, [deadline, expired]);
  return { text: formatRemaining(left), expired };
}
