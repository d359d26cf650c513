// Pure red-packet rules both apps use.

/** Minutes since midnight of an 'HH:mm' (24:00 is 1440). */
export function minutesOfDay(hhmm: string): number {
  return Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
}

/** Status of the activity (docs/compatibility.md#rule-1-red-packet): READY before the first rule starts, STARTING while one runs, END after. */
export const RedPacketStatus = { ready: 'READY', starting: 'STARTING', end: 'END' } as const;
export type RedPacketStatus = (typeof RedPacketStatus)[keyof typeof RedPacketStatus];

/** red_packet_rules.status: 1 on (counts while its time runs), 0 off. */
export const RedPacketRuleStatus = { off: 0, on: 1 } as const;
export type RedPacketRuleStatus = (typeof RedPacketRuleStatus)[keyof typeof RedPacketRuleStatus];

/** A deposit amount shown rounded down to whole units, without separators ("1999.99" -> "1999"). */
export function wholeDeposit(amount: string): string {
  const [units] = amount.split('.');
  return units && /^-?\d+$/.test(units) ? units : '0';
}
