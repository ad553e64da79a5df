// Receipt printers: a till's network receipt printer (ESC/POS over TCP 9100), the receipt
// printed on it in its language's character table and the cash drawer opened with the first.
export { receiptPrinterRoutes } from './routes';
