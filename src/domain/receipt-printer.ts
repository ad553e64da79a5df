// A till's network receipt printer (issue 46, docs/decisions/0060): ESC/POS over TCP, its
// address host:port (port 9100 unless told) and its paper width. Shared by the server, which
// prints, and the web, where the owner sets it.

export const PAPER_WIDTHS = [58, 80] as const;
export type PaperWidth = (typeof PAPER_WIDTHS)[number];

/** The raw TCP port of ESC/POS network printers ("JetDirect", port 9100). */
export const DEFAULT_PRINTER_PORT = 9100;

// Characters per line in the printer's standard font (12×24 dots): 32 on the 48 mm printable
// width of 58 mm paper, 48 on the 72 mm of 80 mm paper.
const LINE_WIDTHS: Record<PaperWidth, number> = { 58: 32, 80: 48 };
export const lineWidthOf = (paper: PaperWidth): number => LINE_WIDTHS[paper];

export const PRINTER_ADDRESS_MESSAGE =
  'Printer address must be a host name or IP address, optionally followed by :port (1 to 65535)';

// A host name (letters, digits, hyphens, dots) or an IPv4 address; an IPv6 address in brackets.
const HOST =
  /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*|\[[0-9A-Fa-f:.]+\])$/;

export type PrinterAddress = { host: string; port: number };

/** "192.168.1.50" or "printer-2.local:9100" as host and port; null when it is neither. */
export function parsePrinterAddress(text: string): PrinterAddress | null {
  const match = /^(.+?)(?::(\d{1,5}))?$/.exec(text.trim());
  if (!match?.[1] || text.trim().length > 255) return null;
  const host = match[1];
  const port = match[2] === undefined ? DEFAULT_PRINTER_PORT : Number(match[2]);
  if (!HOST.test(host) || port < 1 || port > 65535) return null;
  return { host: host.replace(/^\[|\]$/g, ''), port };
}

/** The address as stored and shown: always with its port. */
export function printerAddressText(address: PrinterAddress): string {
  const host = address.host.includes(':') ? `[${address.host}]` : address.host;
  return `${host}:${address.port}`;
}

// The refusals of printing on a till's printer. Each says that the exchange is kept: a print
// failure never touches it.
export const PRINTER_MESSAGES = {
  noTill: 'This exchange was booked without a till, so it has no receipt printer: use Print',
  noPrinter: "This exchange's till has no receipt printer: use Print",
  offline:
    'The receipt printer does not answer: check that it is on and connected, then print again. The exchange is saved.',
  paperOut:
    'The receipt printer is out of paper: load a new roll, then print again. The exchange is saved.',
} as const;
