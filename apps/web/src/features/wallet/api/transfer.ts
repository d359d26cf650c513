import { useMutation, useQueryClient } from '@tanstack/react-query';
import { amountSchema, CENTER_WALLET } from '@portal/contracts';
import { useIdempotentSend } from '../../../lib/idempotency';
import { invalidateWallet } from './refresh-wallet';

/** A wallet that money moves to or from; the PC and mobile game wallets have routes of their own (spec §7). */
export interface WalletTarget {
  kind: 'pc' | 'mobile' | 'venue';
  name: string;
  platname: string;
  balance: string | undefined;
}
export type Direction = 'in' | 'out';

const FIXED = {
  pc: { in: '/api/PCGameTransferIn', out: '/api/PCGameTransferOut' },
  mobile: { in: '/api/MobileGameTransferIn', out: '/api/MobileGameTransferOut' },
} as const;

/** The call a transfer makes: 'in' moves money from the central wallet into the game, 'out' back. */
export function transferRequest(target: WalletTarget, direction: Direction, amount: number): { path: string; body: Record<string, unknown> } {
  if (target.kind !== 'venue') return { path: FIXED[target.kind][direction], body: { amount } };
  const [sourcetype, targettype] = direction === 'in' ? [CENTER_WALLET, target.platname] : [target.platname, CENTER_WALLET];
  return { path: '/api/transfer', body: { amount, sourcetype, targettype } };
}

/** The amount as typed; it has passed amountSchema (a whole number) before it is sent. */
export interface TransferInput {
  target: WalletTarget;
  direction: Direction;
  amount: string;
}

/** One transfer with its Idempotency-Key; whatever the answer, the balances are read again. */
export function useTransfer() {
  const client = useQueryClient();
  const sendOnce = useIdempotentSend();
  return useMutation({
    mutationFn: ({ target, direction, amount }: TransferInput) => {
      const { path, body } = transferRequest(target, direction, amountSchema.parse({ amount }).amount);
      return sendOnce<unknown>(path, body);
    },
    onSettled: () => invalidateWallet(client),
  });
}
