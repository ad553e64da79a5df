// Rates: the buy and sell rates between currencies, the reference rates and their margins.

// Nothing other features use: the router loads its page.
export {};
