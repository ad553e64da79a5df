import { currencyFlagRegion } from '@domain/rate-board';

// The flags of the currencies the board knows (domain/rate-board.ts), as SVG files from the
// flag-icons package: only these are bundled. Emoji flags show as empty boxes on Linux.
const FLAG_URLS = import.meta.glob<string>(
  '../../../../node_modules/flag-icons/flags/4x3/{ca,us,eu,gb,jp,ch,au,cn,mx,in,hk,nz,sg,se,no,dk,kr,br,za,tr,pl,th,ph,ae,il,cz,hu,tw}.svg',
  { query: '?url', import: 'default', eager: true },
);

const FOLDER = '../../../../node_modules/flag-icons/flags/4x3';
const urlOf = (region: string) => FLAG_URLS[`${FOLDER}/${region}.svg`];

/** A currency's flag, decorative (the code and name beside it say which); nothing without one. */
export function CurrencyFlag(props: { code: string }) {
  const region = currencyFlagRegion(props.code);
  const url = region ? urlOf(region) : undefined;
  if (!url) return null;
  return (
    <img
      src={url}
      alt=""
      data-flag={region}
      className="inline-block h-[0.9em] w-[1.2em] rounded-[0.1em] object-cover align-[-0.1em] shadow-[0_0_0_1px_rgb(0_0_0/0.1)]"
    />
  );
}
