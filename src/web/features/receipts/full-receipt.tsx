import type { ExchangeResponse } from '@domain/contracts/transactions';
import { fullReceipt, type ReceiptRow } from '@domain/receipt';
import { receiptWording } from '@domain/receipt-wording';

function Rows(props: { rows: ReceiptRow[] }) {
  return (
    <dl>
      {props.rows.map((row) => (
        <div key={row.label} style={{ display: 'contents' }}>
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

// The page-sized receipt: every field of the receipt data, rates to 6 decimals, worded in the
// exchange's receipt language (the domain's receipt wording), whatever the screen's language.
export function FullReceipt(props: { exchange: ExchangeResponse }) {
  const receipt = fullReceipt(props.exchange);
  const { business, columns } = receipt;
  return (
    <article
      className="receipt receipt-full"
      data-receipt="full"
      lang={receiptWording(receipt.language).tag}
    >
      {business && (
        <header>
          <p className="receipt-business">{business.name}</p>
          {business.address.map((line) => (
            <p key={line} className="receipt-contact">
              {line}
            </p>
          ))}
          {business.phoneLine && <p className="receipt-contact">{business.phoneLine}</p>}
        </header>
      )}
      <h2>{receipt.title}</h2>
      <Rows rows={receipt.details} />
      <h3>{receipt.pairsHeading}</h3>
      <table>
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">{columns.from_currency}</th>
            <th scope="col">{columns.to_currency}</th>
            <th scope="col" className="num">
              {columns.from_amount}
            </th>
            <th scope="col" className="num">
              {columns.to_amount}
            </th>
            <th scope="col" className="num">
              {columns.rate}
            </th>
          </tr>
        </thead>
        <tbody>
          {receipt.pairs.map((pair, index) => (
            <tr key={index}>
              <td>{index + 1}</td>
              <td>{pair.from_currency}</td>
              <td>{pair.to_currency}</td>
              <td className="num">{pair.from_amount}</td>
              <td className="num">{pair.to_amount}</td>
              <td className="num">{pair.rate}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {receipt.roundings.map((text) => (
        <p key={text} className="receipt-note">
          {text}
        </p>
      ))}
      <p className="receipt-total">
        <span>{receipt.total.label}</span>
        <span>{receipt.total.value}</span>
      </p>
      <h3>{receipt.onBehalfHeading}</h3>
      <Rows rows={receipt.onBehalf} />
      <footer>{receipt.thanks}</footer>
    </article>
  );
}
