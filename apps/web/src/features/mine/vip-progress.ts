/** Spec §9: paysum / next level's recharge, rounded, capped at 100. */
export function vipProgress(paysum: string, nextRecharge: number | null): number {
  if (!nextRecharge || nextRecharge <= 0) return 100;
  return Math.min(100, Math.round((Number(paysum) / nextRecharge) * 100));
}
