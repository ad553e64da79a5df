import { useState } from 'react';

/**
 * The page (or offset) whose rows are on screen. A list that keeps the previous page's rows
 * while the next one loads (react-query's keepPreviousData: `placeholder` is true meanwhile)
 * must say their range in its footer ('Showing 1 to 10'), not the range asked for, until the
 * new rows replace them.
 */
export function useShownPage(page: number, placeholder: boolean): number {
  const [settled, setSettled] = useState(page);
  // Derived state, set while rendering as React allows: the page once its own rows are shown.
  if (!placeholder && settled !== page) setSettled(page);
  return placeholder ? settled : page;
}
