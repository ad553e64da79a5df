import type { Moment, MomentStyle } from '@domain/bureau-time';
import { useFormat } from '@web/i18n';
import { useBusinessTimeZone } from './settings';

/**
 * Writes moments on the bureau's clock (its business_time_zone setting), whatever the browser's
 * zone (docs/decisions/0031), in the reader's language (English as SPEC writes it, fr-CA in
 * French; decision 0039).
 */
export function useBureauTime(): (moment: Moment, style: MomentStyle) => string {
  const zone = useBusinessTimeZone();
  const format = useFormat();
  return (moment, style) => format.moment(moment, zone, style);
}

/** A stored instant as people read it: on the bureau's clock, the zone named on hover. */
export function BureauTime(props: { value: string; style: MomentStyle; className?: string }) {
  const zone = useBusinessTimeZone();
  const time = useBureauTime();
  return (
    <time dateTime={props.value} title={zone} className={props.className}>
      {time(props.value, props.style)}
    </time>
  );
}
