// Recharts is loaded only with this module (React.lazy from the dashboard card), so the pages
// without the chart do not pay for it. Colours follow the UI kit's CSS variables.
import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { ProfitRow } from '@domain/contracts/reports';
import { useFormat, useT } from '@web/i18n';

export default function ProfitChart({ rows }: { rows: ProfitRow[] }) {
  const { t } = useT();
  const { dollars, dollarTick, dayOfMonth } = useFormat();
  // Display only: bar and line heights are numbers; the tooltip shows the exact decimals.
  const data = rows.map((row) => ({
    // 'Oct 31' / '31 oct.', as the reader writes a day.
    day: dayOfMonth(row.label),
    volume: Number(row.volume_cad),
    profit: Number(row.margin_cad),
    volumeLabel: dollars(row.volume_cad),
    profitLabel: dollars(row.margin_cad),
  }));
  // The series keep their English names (the tooltip tells them apart by name); the legend
  // and the tooltip show them translated.
  const seriesName = (name: unknown) => (name === 'Volume' ? t('Volume') : t('Profit'));
  const axisTick = { fill: 'var(--muted-foreground)', fontSize: 12 };
  return (
    <div
      className="h-72 w-full"
      role="img"
      aria-label={t('Daily volume and profit in CAD, last 30 days')}
      data-testid="profit-chart"
    >
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
          <CartesianGrid vertical={false} stroke="var(--border)" />
          <XAxis dataKey="day" tickLine={false} axisLine={false} tick={axisTick} minTickGap={16} />
          <YAxis
            yAxisId="volume"
            tickLine={false}
            axisLine={false}
            width={72}
            tick={axisTick}
            tickFormatter={dollarTick}
          />
          <YAxis
            yAxisId="profit"
            orientation="right"
            tickLine={false}
            axisLine={false}
            width={64}
            tick={axisTick}
            tickFormatter={dollarTick}
          />
          <Tooltip
            cursor={{ fill: 'var(--muted)' }}
            formatter={(_value, name, item) =>
              name === 'Volume'
                ? [String(item.payload.volumeLabel), t('Volume (CAD)')]
                : [String(item.payload.profitLabel), t('Profit (CAD)')]
            }
            contentStyle={{
              background: 'var(--popover)',
              border: '1px solid var(--border)',
              borderRadius: 8,
              fontSize: 12,
            }}
          />
          <Legend wrapperStyle={{ fontSize: 12 }} formatter={seriesName} />
          <Bar
            yAxisId="volume"
            name="Volume"
            dataKey="volume"
            fill="var(--muted-foreground)"
            fillOpacity={0.35}
            radius={[3, 3, 0, 0]}
            isAnimationActive={false}
          />
          <Line
            yAxisId="profit"
            name="Profit"
            type="monotone"
            dataKey="profit"
            stroke="var(--primary)"
            strokeWidth={2}
            dot={false}
            // Figures staff read at a glance: drawn at once, not swept in from the left.
            isAnimationActive={false}
          />
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
}
