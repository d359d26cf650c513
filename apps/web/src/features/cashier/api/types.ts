// TEMPORARY until packages/contracts/src/cashier lands: the reply shapes of spec §3.
export type PayWayFlag = 0 | 1 | boolean | string;
export type PayWays = Partial<Record<'card' | 'usdt' | 'wechat' | 'alipay' | 'game', PayWayFlag>>;
export type PayRangeType = 'bank' | 'wechat' | 'alipay' | 'game' | 'usdt-erc20' | 'usdt-trc20';
export interface PayRange { min_price: string; max_price: string }
export interface BankOption { id?: number; bank_name: string }
export interface ReceivingAccount { bank_no: string; bank_owner: string; bank_address: string; bank_data: { bank_name: string } }
export interface BoundCard { id: number; bank: string; bank_no: string; bank_owner: string; bank_address: string }
export type UsdtProtocol = 'ERC20' | 'TRC20';
export interface PayInfo {
  deposit_no: string;
  info: { created_at: string; amount: string; real_money: string; usdtrate: string };
  cardlist: { content: string; payimg: string; mch_id: string };
}
export const CardType = { bank: 1, usdt: 2 } as const;
