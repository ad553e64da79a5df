// Recharts is loaded only with this module (React.lazy from the report), so no other page
// pays for it. Colours and text follow the UI kit's CSS variables, as shadcn/ui's charts do.
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { CurrencyPerformanceRow } from '@domain/contracts/reports';
import { useFormat, useT } from '@web/i18n';

export default function VolumeChart({ rows }: { rows: CurrencyPerformanceRow[] }) {
  const { t } = useT();
  const { dollars, dollarTick } = useFormat();
  // Display only: the bar lengths are numbers, the labels stay the exact decimal strings.
  const data = rows.map((row) => ({
    code: row.code,
    volume: Number(row.volume_cad),
    label: dollars(row.volume_cad),
  }));
  return (
    <div className="h-64 w-full" role="img" aria-label={t('Volume in CAD per currency')}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
          <CartesianGrid vertical={false} stroke="var(--border)" />
          <XAxis
            dataKey="code"
            tickLine={false}
            axisLine={false}
            tick={{ fill: 'var(--muted-foreground)', fontSize: 12 }}
          />
          <YAxis
            tickLine={false}
            axisLine={false}
            width={72}
            tick={{ fill: 'var(--muted-foreground)', fontSize: 12 }}
            tickFormatter={dollarTick}
          />
          <Tooltip
            cursor={{ fill: 'var(--muted)' }}
            formatter={(_value, _name, item) => [String(item.payload.label), t('Volume (CAD)')]}
            contentStyle={{
              background: 'var(--popover)',
              border: '1px solid var(--border)',
              borderRadius: 8,
              fontSize: 12,
            }}
          />
          <Bar dataKey="volume" fill="var(--primary)" radius={[4, 4, 0, 0]} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
