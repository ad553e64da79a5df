import { useRef, useState, type FormEvent } from 'react';
import { Upload } from 'lucide-react';
import {
  SANCTIONS_SOURCES,
  SANCTIONS_SOURCE_LABELS,
  type SanctionsSource,
} from '@domain/sanctions/list-entry';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@web/components/ui/select';
import { translate, useFormat, useT } from '@web/i18n';
import { failureReason } from '@web/lib/failure';
import { notify } from '@web/lib/notify';
import { useImportList } from './api';

const FILE_TYPES = '.xml,.csv,text/xml,application/xml,text/csv';

// A list file chosen on this computer, read as text and sent whole: the server parses it and
// replaces the source's list in force only when the whole file is good.
export function UploadListForm() {
  const { t } = useT();
  const { count: formatCount } = useFormat();
  const upload = useImportList();
  const [source, setSource] = useState<SanctionsSource>('sema');
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      setProblem(t('Choose a list file to upload'));
      return;
    }
    setProblem(null);
    try {
      const content = await file.text();
      const result = await upload.mutateAsync({ source, file_name: file.name, content });
      const values = {
        label: t(SANCTIONS_SOURCE_LABELS[source]),
        count: formatCount(result.list.entry_count),
      };
      notify.success(
        result.changed
          ? t('{{label}}: {{count}} entries imported', values)
          : t(
              '{{label}}: unchanged, this file is the list already in force ({{count}} entries)',
              values,
            ),
      );
      setFile(null);
      if (input.current) input.current.value = '';
    } catch (error) {
      // What is wrong with the file and where, as the server found it.
      const reason = failureReason(error);
      setProblem(reason ? translate(reason) : t('The list could not be uploaded. Try again.'));
    }
  };

  return (
    <form onSubmit={submit} aria-label={t('Upload a list')} className="grid gap-3" noValidate>
      <h3 className="text-sm font-medium">{t('Upload a list')}</h3>
      <div className="grid gap-3 sm:grid-cols-[minmax(0,18rem)_minmax(0,1fr)_auto] sm:items-end">
        <div className="grid gap-1.5">
          <Label htmlFor="sanctions-source">{t('List')}</Label>
          <Select value={source} onValueChange={(value) => setSource(value as SanctionsSource)}>
            <SelectTrigger id="sanctions-source" className="w-full">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {SANCTIONS_SOURCES.map((s) => (
                <SelectItem key={s} value={s}>
                  {t(SANCTIONS_SOURCE_LABELS[s])}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="sanctions-file">{t('File (XML or CSV)')}</Label>
          <Input
            ref={input}
            id="sanctions-file"
            type="file"
            accept={FILE_TYPES}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? 'sanctions-file-problem' : undefined}
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setProblem(null);
            }}
          />
        </div>
        <Button type="submit" disabled={upload.isPending}>
          <Upload aria-hidden /> {upload.isPending ? t('Uploading...') : t('Upload')}
        </Button>
      </div>
      {problem && (
        <p id="sanctions-file-problem" role="alert" className="text-sm text-destructive">
          {problem}
        </p>
      )}
    </form>
  );
}
