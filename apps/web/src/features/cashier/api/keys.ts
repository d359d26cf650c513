import { turnoverKey } from '../../../lib/money-moved';

// Query keys of the cashier; mutations invalidate by these (the turnover is a money query: lib/money-moved.ts).
export const cashierKeys = {
  all: ['cashier'] as const,
  payWays: ['cashier', 'payWays'] as const,
  payRange: (type: string) => ['cashier', 'payRange', type] as const,
  banks: ['cashier', 'banks'] as const,
  payBanks: ['cashier', 'payBanks'] as const,
  cards: ['cashier', 'cards'] as const,
  cardsOf: (type: 1 | 2) => ['cashier', 'cards', type] as const,
  payInfo: (depositNo: string) => ['cashier', 'payInfo', depositNo] as const,
  qrCode: (depositNo: string, amount: string) => ['cashier', 'qrCode', depositNo, amount] as const,
  myAddress: (protocol: string) => ['cashier', 'myAddress', protocol] as const,
  betAmount: turnoverKey,
};
