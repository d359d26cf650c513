import { useEffect, useState, type Dispatch, type SetStateAction } from 'react';

// The pages spec §2.2 and §2.4 mark cached (the top-up form, the list pages) were kept alive by the
// original client: leaving one and coming back found it as it was. Here each such page keeps the
// few values that matter (the pay way, protocol and amount; a list's filters and page) in
// sessionStorage under `kept:<key>`: they last for the browser session (a reload included) and go
// with everything else at logout (session.clear empties sessionStorage). Nothing else is kept.

const PREFIX = 'kept:';

function read<T>(key: string): T | undefined {
  try {
    const raw = sessionStorage.getItem(PREFIX + key);
    return raw === null ? undefined : (JSON.parse(raw) as T);
  } catch {
    return undefined;
  }
}

/** useState whose value outlives the page for this browser session (see above); `valid` rejects a stale or foreign stored value. */
export function useKeptState<T>(key: string, initial: T, valid: (value: unknown) => boolean = () => true): [T, Dispatch<SetStateAction<T>>] {
  const [value, setValue] = useState<T>(() => {
    const stored = read<T>(key);
    return stored !== undefined && valid(stored) ? stored : initial;
  });
  useEffect(() => {
    try {
      sessionStorage.setItem(PREFIX + key, JSON.stringify(value));
    } catch {
      /* storage full or disabled: the page simply starts fresh next time */
    }
  }, [key, value]);
  return [value, setValue];
}

/** Validators for the kept values. */
export const isPage = (v: unknown) => typeof v === 'number' && Number.isInteger(v) && v >= 1;
/** A stored value of the same primitive type as the default (a filter code, a game name). */
export const sameTypeAs = (example: unknown) => (v: unknown) => typeof v === typeof example && (typeof v !== 'string' || v.length <= 64);
export const isText = (v: unknown) => typeof v === 'string' && v.length <= 64;
export const oneOf =
  <T>(values: readonly T[]) =>
  (v: unknown) =>
    values.includes(v as T);
