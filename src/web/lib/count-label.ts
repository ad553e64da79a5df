// A count as the lists show it: exact, or past the server's counting cap (docs/decisions/0023)
// the cap with a plus, 'at least 1,000' reading '1,000+' ('1 000+' in French: give the
// reader's number locale, see numberLocale in @web/i18n).
export const countLabel = (count: number, isLowerBound: boolean, locale = 'en-US'): string =>
  isLowerBound ? `${count.toLocaleString(locale)}+` : String(count);
