import { DEPOSIT_RANGE_DEFAULT, type PayRangeType } from '@portal/contracts';
import { usePayRange } from '../api/get-pay-range';
import type { Range } from '../rules';

/** The method's range from /api/getPayRange, the spec §9 default (100-10000) until it arrives or if it fails. */
export function useDepositRange(type: PayRangeType): Range {
  const range = usePayRange(type);
  if (range.data) return { min: String(range.data.min_price), max: String(range.data.max_price) };
  return { min: String(DEPOSIT_RANGE_DEFAULT.min), max: String(DEPOSIT_RANGE_DEFAULT.max) };
}
