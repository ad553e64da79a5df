// A count as the lists show it: exact, or past the server's counting cap (docs/decisions/0023)
// the cap with a plus, 'at least 1,000' reading '1,000+'.
export const countLabel = (count: number, isLowerBound: boolean): string =>
  isLowerBound ? `${count.toLocaleString('en-US')}+` : String(count);
