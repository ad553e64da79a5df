import { Fragment } from 'react';
import { SETTING_KEYS, type Setting } from '@domain/contracts/settings';
import { Badge } from '@web/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { useT } from '@web/i18n';

// The settings SPEC §2 gives cards of their own (Cryptocurrency Features, Payment & Transaction
// Settings); System Configuration lists every other setting stored (issue 47).
const SPEC_CARD_KEYS = new Set<string>([
  SETTING_KEYS.cryptoEnabled,
  SETTING_KEYS.cryptoRefreshInterval,
  SETTING_KEYS.requireIdForCard,
]);

const VALUE_TYPES = {
  null: 'null',
  array: 'array',
  object: 'object',
  string: 'string',
  number: 'number',
  boolean: 'boolean',
} as const;

function valueType(value: unknown): keyof typeof VALUE_TYPES | null {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  const type = typeof value;
  return type in VALUE_TYPES ? (type as keyof typeof VALUE_TYPES) : null;
}

/** SPEC §2's System Configuration card: the other settings by key, description and value type. */
export function SystemConfigurationCard(props: { settings: readonly Setting[] }) {
  const { t } = useT();
  const others = props.settings.filter((s) => !SPEC_CARD_KEYS.has(s.key));
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('System Configuration')}</CardTitle>
        <CardDescription>{t('Other settings stored for this installation')}</CardDescription>
      </CardHeader>
      <CardContent>
        {others.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('No other settings.')}</p>
        ) : (
          <ul className="divide-y" aria-label={t('Other settings')}>
            {others.map((s) => {
              const type = valueType(s.value);
              return (
                <li key={s.id} className="flex items-start justify-between gap-4 py-2">
                  <div className="min-w-0">
                    {/* A long key wraps after an underscore, not inside a word (390 px). */}
                    <p className="font-mono text-sm break-words">
                      {s.key.split('_').map((part, i) => (
                        <Fragment key={i}>
                          {i > 0 && (
                            <>
                              _<wbr />
                            </>
                          )}
                          {part}
                        </Fragment>
                      ))}
                    </p>
                    {/* The seeded descriptions are translated; one a bureau typed shows as is. */}
                    <p className="text-sm text-muted-foreground">
                      {s.description ? t(s.description) : ''}
                    </p>
                  </div>
                  <Badge variant="outline">{type ? t(VALUE_TYPES[type]) : t('unknown')}</Badge>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
