import { cn } from '@web/lib/cn';
import { numberLocale, translate, useT } from '@web/i18n';
import { countLabel } from '@web/lib/count-label';
import { Button } from './button';

export type PaginationFooterProps = {
  offset: number;
  pageSize: number;
  total: number;
  // The server counted only so far (docs/decisions/0023): at least `total` rows exist.
  totalIsLowerBound?: boolean;
  noun: string;
  onPrevious: () => void;
  onNext: () => void;
  className?: string;
};

// Renders nothing for an empty list: there is no range to show and no page to move to. Past the
// server's counting cap the total reads 'of 1,000+' and Next stays enabled while rows follow
// (the server's lower bound is then one more than the page's last row). `noun` is English
// ('customers', marked with msg()) and agrees with the total in French through its plural forms
// ('sur 1 entrée', 'sur 12 entrées'); English keeps SPEC's 'of 1 customers'.
export function PaginationFooter({
  offset,
  pageSize,
  total,
  totalIsLowerBound = false,
  noun,
  onPrevious,
  onNext,
  className,
}: PaginationFooterProps) {
  const { t, i18n } = useT();
  if (total <= 0) return null;
  const from = offset + 1;
  const to = Math.min(offset + pageSize, total);
  const of = countLabel(
    total,
    totalIsLowerBound,
    numberLocale(i18n.language === 'fr' ? 'fr' : 'en'),
  );
  return (
    <div
      data-slot="pagination-footer"
      className={cn(
        'flex flex-wrap items-center justify-between gap-2 py-3 print:hidden',
        className,
      )}
    >
      <p className="text-sm text-muted-foreground tabular-nums">
        {t('Showing {{from}} to {{to}} of {{total}} {{noun}}', {
          from,
          to,
          total: of,
          noun: translate(noun, { count: total }),
        })}
      </p>
      <div className="flex items-center gap-2">
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={onPrevious}
          disabled={offset <= 0}
        >
          {t('Previous')}
        </Button>
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={onNext}
          disabled={offset + pageSize >= total}
        >
          {t('Next')}
        </Button>
      </div>
    </div>
  );
}
