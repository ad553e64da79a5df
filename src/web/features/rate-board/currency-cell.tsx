import { currencyFlag } from '@domain/rate-board';

// A currency as the board and the sheet name it: its flag (when it has one), code and name.
export function CurrencyCell(props: {
  code: string;
  name: string;
  nameClassName?: string;
  // The figures beside it are for this many units (issue 46): "100 JPY".
  quoteUnit?: number;
}) {
  const flag = currencyFlag(props.code);
  return (
    <div className="flex min-w-0 items-center gap-[0.4em]">
      <span aria-hidden="true" className="w-[1.3em] shrink-0 text-center">
        {flag ?? ''}
      </span>
      <span className="font-semibold whitespace-nowrap tabular-nums">
        {props.quoteUnit && props.quoteUnit > 1 ? `${props.quoteUnit} ${props.code}` : props.code}
      </span>
      <span className={props.nameClassName}>{props.name}</span>
    </div>
  );
}
