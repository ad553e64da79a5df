import type { ExchangeResponse } from '@domain/contracts/transactions';
import { fullReceipt, type ReceiptRow } from '@domain/receipt';

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

// The page-sized receipt: every field of the receipt data, rates to 6 decimals.
export function FullReceipt(props: { exchange: ExchangeResponse }) {
  const receipt = fullReceipt(props.exchange);
  const { business } = receipt;
  return (
    <article className="receipt receipt-full" data-receipt="full">
      {business && (
        <header>
          <p className="receipt-business">{business.name}</p>
          {business.address.map((line) => (
            <p key={line} className="receipt-contact">
              {line}
            </p>
          ))}
          {business.phone && <p className="receipt-contact">{`Tel: ${business.phone}`}</p>}
        </header>
      )}
      <h2>{receipt.title}</h2>
      <Rows rows={receipt.details} />
      <h3>Exchange Pairs</h3>
      <table>
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">From Currency</th>
            <th scope="col">To Currency</th>
            <th scope="col" className="num">
              From Amount
            </th>
            <th scope="col" className="num">
              To Amount
            </th>
            <th scope="col" className="num">
              Rate
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
      <p className="receipt-total">
        <span>{receipt.total.label}</span>
        <span>{receipt.total.value}</span>
      </p>
      <h3>On Behalf</h3>
      <Rows rows={receipt.onBehalf} />
      <footer>{receipt.thanks}</footer>
    </article>
  );
}
