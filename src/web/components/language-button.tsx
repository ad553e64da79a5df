import { Languages } from 'lucide-react';
import { LANGUAGE_LABELS, type Language } from '@domain/language';
import { Button } from '@web/components/ui/button';
import { setLanguage, useT } from '@web/i18n';

/**
 * Switches between English and French at once, without a reload (the sign-in page and the
 * header). It names the other language in that language ('Français'); `onSwitched` follows
 * the switch, e.g. to save the choice on the member's account.
 */
export function LanguageButton(props: {
  onSwitched?: (language: Language) => void | Promise<void>;
  className?: string;
}) {
  const { t, i18n } = useT();
  const next: Language = i18n.language === 'fr' ? 'en' : 'fr';
  const change = async () => {
    await setLanguage(next);
    await props.onSwitched?.(next);
  };
  return (
    <Button
      variant="ghost"
      size="sm"
      className={props.className}
      onClick={() => void change()}
      lang={next === 'fr' ? 'fr-CA' : 'en-CA'}
      aria-label={t('Switch to {{language}}', { language: LANGUAGE_LABELS[next] })}
    >
      <Languages aria-hidden />
      <span className="hidden lg:inline">{LANGUAGE_LABELS[next]}</span>
    </Button>
  );
}
