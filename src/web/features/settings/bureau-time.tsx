import { formatMoment, type Moment, type MomentStyle } from '@domain/bureau-time';
import { useBusinessTimeZone } from './api';

/**
 * Writes moments on the bureau's clock (its business_time_zone setting), whatever the browser's
 * zone (docs/decisions/0031).
 */
export function useBureauTime(): (moment: Moment, style: MomentStyle) => string {
  const zone = useBusinessTimeZone();
  return (moment, style) => formatMoment(moment, zone, style);
}

/** A stored instant as people read it: on the bureau's clock, the zone named on hover. */
export function BureauTime(props: { value: string; style: MomentStyle; className?: string }) {
  const zone = useBusinessTimeZone();
  return (
    <time dateTime={props.value} title={zone} className={props.className}>
      {formatMoment(props.value, zone, props.style)}
    </time>
  );
}
