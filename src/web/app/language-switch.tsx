import { useEffect } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Languages } from 'lucide-react';
import { LANGUAGE_LABELS, type Language } from '@domain/language';
import { Button } from '@web/components/ui/button';
import { setLanguage, useT } from '@web/i18n';
import { call } from '@web/lib/call';
import { notifyFailure } from '@web/lib/failure';

const preferencesKey = ['me', 'preferences'] as const;

/** The member's saved language, applied once signed in (it follows them to any computer). */
export function useSavedLanguage() {
  const { i18n } = useT();
  const saved = useQuery({ queryKey: preferencesKey, queryFn: () => call('staff.preferences') });
  const language = saved.data?.language ?? null;
  useEffect(() => {
    if (language && language !== i18n.language) void setLanguage(language);
    // Only a newly read preference switches; a switch made here is saved with it.
  }, [language]); // eslint-disable-line react-hooks/exhaustive-deps
}

/** Switches between English and French without a reload, and saves the choice. */
export function LanguageSwitch() {
  const { t, i18n } = useT();
  const next: Language = i18n.language === 'fr' ? 'en' : 'fr';
  const save = useMutation({
    mutationFn: (language: Language) => call('staff.setPreferences', { body: { language } }),
  });
  const change = async () => {
    await setLanguage(next);
    try {
      await save.mutateAsync(next);
    } catch (error) {
      notifyFailure(t('Failed to save your language'), error);
    }
  };
  return (
    <Button
      variant="ghost"
      size="sm"
      onClick={() => void change()}
      lang={next === 'fr' ? 'fr-CA' : 'en-CA'}
      aria-label={t('Switch to {{language}}', { language: LANGUAGE_LABELS[next] })}
    >
      <Languages aria-hidden />
      <span className="hidden lg:inline">{LANGUAGE_LABELS[next]}</span>
    </Button>
  );
}
