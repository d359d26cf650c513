// The staff session: kept in sessionStorage (a closed tab signs out), never shared with the player's app.
const KEY = 'portal.admin.session';

export interface StaffSession {
  token: string;
  name: string;
  role: string;
  /** The account must enrol a TOTP second factor before anything else (the API refuses the rest). */
  mustEnrolTotp?: boolean;
}

let listeners: Array<() => void> = [];

function read(): StaffSession | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as StaffSession) : null;
  } catch {
    return null;
  }
}

export const staffSession = {
  current: read,
  token: () => read()?.token ?? '',
  save(session: StaffSession) {
    sessionStorage.setItem(KEY, JSON.stringify(session));
    listeners.forEach((l) => l());
  },
  clear() {
    sessionStorage.removeItem(KEY);
    listeners.forEach((l) => l());
  },
  subscribe(listener: () => void) {
    listeners.push(listener);
    return () => {
      listeners = listeners.filter((l) => l !== listener);
    };
  },
};
