// What a scan leads to once typed or read (issue 44): the document's reader, the holder it
// surely identifies, the customer it proposes and the dialog that shows the rest. They load
// with the first scan (use-id-scan.tsx), not with every screen that listens for one.
export { readIdDocument } from '@domain/id-documents';
export { sureHolder } from './scan-outcome';
export { scannedCustomer } from './scanned-customer';
export { ScanResultDialog } from './scan-result-dialog';
