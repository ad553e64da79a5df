// ID scan: identifying a customer from their identity document, typed by a keyboard-wedge
// scanner or read by the camera; screens pass what finding a holder or a new customer does.

// The id-scan feature's public surface, for the exchange screen and the customers' screens. It
// imports neither: they hand it callbacks, so the arrows between features point one way.
export { useIdScan, type IdScanOptions } from './use-id-scan';
export type { ScannedCard, ScannedCustomer } from './scanned-customer';
