import { useEffect } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Check, Monitor, Moon, Sun } from 'lucide-react';
import type { Theme } from '@domain/language';
import { Button } from '@web/components/ui/button';
import { MenuButton } from '@web/components/ui/menu-button';
import { msg, useT } from '@web/i18n';
import { call } from '@web/lib/call';
import { notifyFailure } from '@web/lib/failure';
import { applyTheme, useTheme } from './theme';

// The same query as the language switch's: one request reads both of the member's choices.
const preferencesKey = ['me', 'preferences'] as const;

type Choice = { theme: Theme; label: string; Icon: typeof Sun };
const SYSTEM: Choice = { theme: 'system', label: msg('System'), Icon: Monitor };
const CHOICES: Choice[] = [
  { theme: 'light', label: msg('Light'), Icon: Sun },
  { theme: 'dark', label: msg('Dark'), Icon: Moon },
  SYSTEM,
];

/** The member's saved theme, applied once read: it follows them to any computer. */
function useSavedTheme() {
  const saved = useQuery({ queryKey: preferencesKey, queryFn: () => call('staff.preferences') });
  const loaded = saved.isSuccess;
  // Null means "follow the device" (decision 0039).
  const theme = saved.data?.theme ?? 'system';
  useEffect(() => {
    if (loaded) applyTheme(theme);
  }, [loaded, theme]);
}

/** Light, dark or the device's theme, switched at once and saved on the member's account. */
export function ThemeSwitch() {
  const { t } = useT();
  useSavedTheme();
  const theme = useTheme();
  const client = useQueryClient();
  const save = useMutation({
    mutationFn: (next: Theme) => call('staff.setPreferences', { body: { theme: next } }),
    onSuccess: (answer) => client.setQueryData(preferencesKey, answer),
  });
  const choose = async (next: Theme) => {
    applyTheme(next);
    try {
      await save.mutateAsync(next);
    } catch (error) {
      notifyFailure(t('Failed to save your theme'), error);
    }
  };
  const shown = CHOICES.find((choice) => choice.theme === theme) ?? SYSTEM;
  return (
    <MenuButton
      align="end"
      button={
        <Button
          variant="ghost"
          size="sm"
          aria-label={t('Theme: {{theme}}', { theme: t(shown.label) })}
        >
          <shown.Icon aria-hidden />
        </Button>
      }
    >
      {(menu) => (
        <>
          <menu.DropdownMenuLabel>{t('Theme')}</menu.DropdownMenuLabel>
          <menu.DropdownMenuRadioGroup
            value={theme}
            onValueChange={(next) => void choose(next as Theme)}
          >
            {CHOICES.map(({ theme: value, label, Icon }) => (
              <menu.DropdownMenuRadioItem
                key={value}
                value={value}
                className="relative flex cursor-default items-center gap-2 rounded-sm py-1.5 pr-8 pl-2 text-sm outline-none select-none focus:bg-accent focus:text-accent-foreground [&_svg]:size-4 [&_svg]:shrink-0"
              >
                <Icon aria-hidden />
                {t(label)}
                <menu.DropdownMenuItemIndicator className="absolute right-2 flex items-center">
                  <Check aria-hidden />
                </menu.DropdownMenuItemIndicator>
              </menu.DropdownMenuRadioItem>
            ))}
          </menu.DropdownMenuRadioGroup>
        </>
      )}
    </MenuButton>
  );
}
