/** The board's address for a token, on this server: what a manager opens on the window's screen. */
export function boardAddress(token: string): string {
  return `${window.location.origin}/board/${encodeURIComponent(token)}`;
}
