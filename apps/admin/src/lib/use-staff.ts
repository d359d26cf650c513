import { useSyncExternalStore } from 'react';
import { staffSession, type StaffSession } from './session';

let cached: StaffSession | null = null;
let cachedRaw = '';
function snapshot(): StaffSession | null {
  const now = staffSession.current();
  const raw = JSON.stringify(now);
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cached = now;
  }
  return cached;
}

/** The signed-in staff member (or null), re-rendering on sign in and out. */
export function useStaff(): StaffSession | null {
  return useSyncExternalStore(staffSession.subscribe, snapshot, snapshot);
}
