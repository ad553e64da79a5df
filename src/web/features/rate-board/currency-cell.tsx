import { useFormat } from '@web/i18n';
import { CurrencyFlag } from './currency-flag';

// A currency as the board and the sheet name it: its flag (when it has one), code and name, the
// name in French on a French screen (a window sign in Québec, issue 47).
export function CurrencyCell(props: {
  code: string;
  name: string;
  nameClassName?: string;
  // The figures beside it are for this many units (issue 46): "100 JPY".
  quoteUnit?: number;
}) {
  const { currencyName } = useFormat();
  return (
    <div className="flex min-w-0 items-center gap-[0.4em]">
      <span aria-hidden="true" className="w-[1.3em] shrink-0 text-center">
        <CurrencyFlag code={props.code} />
      </span>
      <span className="font-semibold whitespace-nowrap tabular-nums">
        {props.quoteUnit && props.quoteUnit > 1 ? `${props.quoteUnit} ${props.code}` : props.code}
      </span>
      <span className={props.nameClassName}>
        {currencyName({ code: props.code, name: props.name })}
      </span>
    </div>
  );
}
