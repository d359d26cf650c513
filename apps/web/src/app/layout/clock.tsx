import { useEffect, useState } from 'react';
import { TIME_ZONE } from '@portal/contracts';

const format = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hour12: false,
});

export function beijingTime(date: Date): string {
  const p = Object.fromEntries(format.formatToParts(date).map((x) => [x.type, x.value]));
  return `${p.year}-${p.month}-${p.day} ${p.hour === '24' ? '00' : p.hour}:${p.minute}:${p.second}`;
}

/** The GMT+8 clock of the top bar, ticking every second (spec §9). */
export function Clock() {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const id = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(id);
  }, []);
  return <time className="clock" data-testid="clock">{beijingTime(now)}</time>;
}
