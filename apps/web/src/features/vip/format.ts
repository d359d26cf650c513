/** "30000000.00" -> "30,000,000"; "1234.50" -> "1,234.50". Display only: the string is never turned into a float. */
export function formatAmount(value: string | undefined): string {
  if (!value) return '0';
  const [int = '0', frac = ''] = value.trim().split('.');
  const sign = int.startsWith('-') ? '-' : '';
  const digits = int.replace(/^[-+]/, '').replace(/^0+(?=\d)/, '');
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return /^0*$/.test(frac) ? `${sign}${grouped}` : `${sign}${grouped}.${frac}`;
}

/** The rebate percentage as sent ("0.50") with a percent sign. */
export function formatRate(value: string | undefined): string {
  return `${value && value.trim() !== '' ? value : '0.00'}%`;
}
