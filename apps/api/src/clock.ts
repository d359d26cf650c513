/** Where "now" comes from. Business code takes it from here (Core.clock), so tests can move time. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock tests set and advance; it starts at `start` (default: the real now). */
export function movableClock(start: Date = new Date()) {
  let at = start.getTime();
  return {
    now: () => new Date(at),
    set: (d: Date) => void (at = d.getTime()),
    advance: (ms: number) => void (at += ms),
  };
}
export type MovableClock = ReturnType<typeof movableClock>;
