// Recharts is loaded only with this module (React.lazy from the report), so no other page
// pays for it. Colours and text follow the UI kit's CSS variables, as shadcn/ui's charts do.
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { CurrencyPerformanceRow } from '@domain/contracts/reports';
import { formatAmount } from '@domain/money';

export default function VolumeChart({ rows }: { rows: CurrencyPerformanceRow[] }) {
  // Display only: the bar lengths are numbers, the labels stay the exact decimal strings.
  const data = rows.map((row) => ({
    code: row.code,
    volume: Number(row.volume_cad),
    label: formatAmount(row.volume_cad, 2),
  }));
  return (
    <div className="h-64 w-full" role="img" aria-label="Volume in CAD per currency">
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
            tickFormatter={(v: number) => `$${v.toLocaleString('en-US')}`}
          />
          <Tooltip
            cursor={{ fill: 'var(--muted)' }}
            formatter={(_value, _name, item) => [`$${String(item.payload.label)}`, 'Volume (CAD)']}
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
