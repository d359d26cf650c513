/** The red-packet page opens in a new tab (spec §2.3); a tab opened this way keeps the session (sessionStorage is copied to it). */
export function openRedPacketTab(): void {
  window.open('#/userredpacket', '_blank');
}
