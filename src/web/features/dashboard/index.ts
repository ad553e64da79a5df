// Dashboard: the day at a glance (figures, profit, recent transactions).

// Nothing other features use: the router loads its page.
export {};
