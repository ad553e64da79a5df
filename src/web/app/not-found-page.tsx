import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { useT } from '@web/i18n';

export function NotFoundPage() {
  const { t } = useT();
  const { pathname } = useLocation();
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);
  return (
    <div className="flex min-h-[60vh] flex-col items-center justify-center gap-4 text-center">
      <h1 className="text-4xl font-bold">404</h1>
      <p className="text-xl text-muted-foreground">{t('Oops! Page not found')}</p>
      <Link to="/" className="text-primary underline underline-offset-4">
        {t('Return to Home')}
      </Link>
    </div>
  );
}
