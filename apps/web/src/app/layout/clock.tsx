import { useEffect, useState } from 'react';
import { formatDateTime } from '../../lib/dates';

/** The GMT+8 clock of the top bar, ticking every second (spec §9). */
export function Clock() {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const id = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(id);
  }, []);
  return (
    <time className="clock" data-testid="clock">
      {formatDateTime(now)}
    </time>
  );
}
