import { signOfMoney } from '@portal/contracts';

export { FilterChips, PlatformFilter, RecordFilterBar, useRecordFilters } from '../../components/record-filters';

/** Money with its sign coloured: green when the member won, red when lost. */
export function signClass(amount: string): string | undefined {
  const sign = signOfMoney(amount);
  return sign > 0 ? 'money-up' : sign < 0 ? 'money-down' : undefined;
}
