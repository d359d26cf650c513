/** The hash route of an order's payment page. */
export const payInfoHref = (depositNo: string) => `#/payInfo?deposit_no=${encodeURIComponent(depositNo)}`;

/**
 * Spec §4: a non-bank deposit opens /payInfo in a new tab. The tab keeps an opener so the browser
 * copies this tab's sessionStorage (the session token) into it. Returns false when a popup blocker
 * refused, so the caller can offer a link instead.
 */
export function openPayInfo(depositNo: string): boolean {
  const url = new URL(payInfoHref(depositNo), window.location.href).toString();
  return window.open(url, '_blank') !== null;
}
