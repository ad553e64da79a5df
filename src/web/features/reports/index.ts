// Reports: daily totals, positions, profit and performance over a period of business days.

// Nothing other features use: the router loads its page.
export {};
