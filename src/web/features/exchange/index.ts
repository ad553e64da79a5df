// Exchange: booking an exchange (customer, pairs, rates, identification, screening, till) and its
// receipt.

// The exchange feature's public surface: none yet. The exchange screen opens from links
// (@web/shared/exchange-link), so customers, the side panel and the palette need not import it.
export {};
