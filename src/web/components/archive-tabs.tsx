import { Tabs, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { useT } from '@web/i18n';

// Lists of records that can be archived (docs/decisions/0027) show the records in use, or the
// archived ones (to find one to restore); the choice is the list's tab in the URL.
export const ARCHIVE_TABS = ['active', 'archived'] as const;
export type ArchiveTab = (typeof ARCHIVE_TABS)[number];

export function ArchiveTabs(props: {
  label: string;
  value: ArchiveTab;
  onChange: (tab: ArchiveTab) => void;
}) {
  const { t } = useT();
  return (
    <Tabs value={props.value} onValueChange={(value) => props.onChange(value as ArchiveTab)}>
      <TabsList aria-label={props.label}>
        <TabsTrigger value="active">{t('Active')}</TabsTrigger>
        <TabsTrigger value="archived">{t('Archived')}</TabsTrigger>
      </TabsList>
    </Tabs>
  );
}
