import { useMutation, useQueryClient } from '@tanstack/react-query';
import { amountSchema, CENTER_WALLET, type ApiInput } from '@portal/contracts';
import type { Reply } from './api-client';
import { useIdempotentSend } from './idempotency';
import { afterMoneyMoved } from './money-moved';

/** A wallet that money moves to or from; the PC and mobile game wallets have routes of their own (spec §7). */
export interface WalletTarget {
  kind: 'pc' | 'mobile' | 'venue';
  name: string;
  platname: string;
  balance: string | undefined;
}
export type Direction = 'in' | 'out';

const FIXED = {
  pc: { in: 'wallet.pcTransferIn', out: 'wallet.pcTransferOut' },
  mobile: { in: 'wallet.mobileTransferIn', out: 'wallet.mobileTransferOut' },
} as const;
type FixedRoute = (typeof FIXED)[keyof typeof FIXED][Direction];

/** The call a transfer makes: 'in' moves money from the central wallet into the game, 'out' back. */
export type TransferRequest = { name: FixedRoute; input: ApiInput<FixedRoute> } | { name: 'wallet.transfer'; input: ApiInput<'wallet.transfer'> };

export function transferRequest(target: WalletTarget, direction: Direction, amount: number): TransferRequest {
  if (target.kind !== 'venue') return { name: FIXED[target.kind][direction], input: { amount } };
  const [sourcetype, targettype] = direction === 'in' ? [CENTER_WALLET, target.platname] : [target.platname, CENTER_WALLET];
  return { name: 'wallet.transfer', input: { amount, sourcetype, targettype } };
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
    mutationFn: ({ target, direction, amount }: TransferInput): Promise<Reply<TransferRequest['name']>> => {
      const call = transferRequest(target, direction, amountSchema.parse({ amount }).amount);
      return call.name === 'wallet.transfer' ? sendOnce(call.name, call.input) : sendOnce(call.name, call.input);
    },
    onSettled: () => afterMoneyMoved(client),
  });
}
