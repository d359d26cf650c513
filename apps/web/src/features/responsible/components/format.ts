import type { TFunction } from 'i18next';

/** A limit's value as the member reads it: minutes for a time limit, money for the others. */
export function limitValue(t: TFunction, kind: string, value: string | null): string {
  if (value === null) return t('responsible.removed');
  return kind === 'time' ? t('responsible.minutes', { value: value.replace(/\.00$/, '') }) : value;
}

/** "Daily deposit limit": the period and the kind, whatever kinds the server lists (an unknown one shows its name). */
export function limitName(t: TFunction, kind: string, period: string): string {
  return t('responsible.limitName', {
    period: t(`responsible.period_${period}`, { defaultValue: period }),
    kind: t(`responsible.kind_${kind}`, { defaultValue: kind }),
  });
}

/** Seconds as h:mm:ss. */
export function clockText(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return `${h}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
}
