import { useEffect } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Language } from '@domain/language';
import { LanguageButton } from '@web/components/language-button';
import { setLanguage, translate, useT } from '@web/i18n';
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
  const queryClient = useQueryClient();
  // The saved answer replaces the cached one, so a header mounted again (after the printable
  // rate sheet) does not switch back to the language read before.
  const save = useMutation({
    mutationFn: (language: Language) => call('staff.setPreferences', { body: { language } }),
    onSuccess: (saved) => queryClient.setQueryData(preferencesKey, saved),
  });
  const saveChoice = async (language: Language) => {
    try {
      await save.mutateAsync(language);
    } catch (error) {
      notifyFailure(translate('Failed to save your language'), error);
    }
  };
  return <LanguageButton onSwitched={saveChoice} />;
}
