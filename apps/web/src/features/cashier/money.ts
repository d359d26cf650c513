import { fromScaled, toScaled, usdtAmount, usdtPayout, withdrawalFee, type UsdtProtocol } from '@portal/contracts';

// The cashier's money on screen: decimal strings through the contracts' BigInt rules, never Number().

/** A plain decimal with at most 2 places above zero: what an amount field holds before a preview is worth showing. */
export function isAmount(value: string): boolean {
  return /^\d{1,12}(\.\d{1,2})?$/.test(value) && toScaled(value, 2) > 0n;
}

/** The USDT a CNY deposit comes to at `rate` (floor2), or null while the amount is not a number yet. */
export function depositUsdt(amount: string, rate: string | undefined): string | null {
  return rate && isAmount(amount) ? usdtAmount(amount, rate) : null;
}

/** The USDT a withdrawal pays out after the protocol's fee; 0.00 when the fee eats it all (the server refuses those). */
export function payoutPreview(
  amount: string,
  rates: { withdrawusdtrate: string; withdrawcashfee: string; withdrawfeeusdttrc: string } | undefined,
  protocol: UsdtProtocol,
): string {
  if (!rates || !isAmount(amount)) return '0.00';
  const payout = usdtPayout(amount, rates.withdrawusdtrate, withdrawalFee(protocol, rates));
  return toScaled(payout, 2) > 0n ? payout : fromScaled(0n, 2);
}
