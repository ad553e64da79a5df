// Settings: the Settings screen, where a manager changes the bureau's settings, branches, tills and
// denominations.

// The settings feature's public surface: none yet. The Settings screen changes the bureau's
// settings and cash set-up; every other screen reads them through @web/shared (flags, the
// bureau's clock, branches), so no feature depends on this one.
export {};
