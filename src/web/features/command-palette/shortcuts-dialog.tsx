import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { msg, useT } from '@web/i18n';
import { onMac } from './shortcut-keys';

// The keys listed by '?' (issue 28); use-shortcuts.ts and keyboard-commands.tsx act on them.
const SHORTCUTS = [
  { keys: ['/'], label: msg("Search this page's list") },
  { keys: ['n'], label: msg('New Exchange') },
  { keys: ['?'], label: msg('Show keyboard shortcuts') },
];

export function ShortcutsDialog(props: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useT();
  const palette = onMac() ? ['⌘', 'K'] : ['Ctrl', 'K'];
  const rows = [{ keys: palette, label: t('Open the command palette') }].concat(
    SHORTCUTS.map((shortcut) => ({ keys: shortcut.keys, label: t(shortcut.label) })),
  );
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('Keyboard shortcuts')}</DialogTitle>
          <DialogDescription>
            {t('Single keys work when no field is being typed in.')}
          </DialogDescription>
        </DialogHeader>
        <dl className="grid grid-cols-[max-content_1fr] items-center gap-x-6 gap-y-2 text-sm">
          {rows.map((row) => (
            <div key={row.label} className="contents">
              <dt className="flex gap-1">
                {row.keys.map((key) => (
                  <kbd
                    key={key}
                    className="min-w-6 rounded border bg-muted px-1.5 py-0.5 text-center font-mono text-xs"
                  >
                    {key}
                  </kbd>
                ))}
              </dt>
              <dd>{row.label}</dd>
            </div>
          ))}
        </dl>
      </DialogContent>
    </Dialog>
  );
}
