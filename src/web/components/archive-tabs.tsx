import { FilterChoice } from '@web/components/ui/filter-choice';
import { useT } from '@web/i18n';

// Lists of records that can be archived (docs/decisions/0027) show the records in use, or the
// archived ones (to find one to restore); the choice is the list's tab in the URL, made with a
// filter choice (not tabs: there are no panels).
export const ARCHIVE_TABS = ['active', 'archived'] as const;
export type ArchiveTab = (typeof ARCHIVE_TABS)[number];

export function ArchiveTabs(props: {
  label: string;
  value: ArchiveTab;
  onChange: (tab: ArchiveTab) => void;
}) {
  const { t } = useT();
  return (
    <FilterChoice
      label={props.label}
      value={props.value}
      onChange={props.onChange}
      options={[
        { value: 'active', label: t('Active') },
        { value: 'archived', label: t('Archived') },
      ]}
    />
  );
}
