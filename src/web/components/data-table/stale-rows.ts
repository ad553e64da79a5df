/**
 * What marks a list's rows as the previous page's while the next one loads (react-query's
 * keepPreviousData): dimmed, and busy to assistive technology. Nothing when they are current.
 */
export function staleRows(stale: boolean): { className?: string; 'aria-busy'?: true } {
  return stale ? { className: 'opacity-60 transition-opacity', 'aria-busy': true } : {};
}
