// The hover panel under a menu item; filled with the venue's games by the portal issue.
export function MenuPanel(_props: { category: string }) {
  return null;
}
