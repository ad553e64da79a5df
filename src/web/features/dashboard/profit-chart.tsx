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
import { formatAmount } from '@domain/money';

export default function ProfitChart({ rows }: { rows: ProfitRow[] }) {
  // Display only: bar and line heights are numbers; the tooltip shows the exact decimals.
  const data = rows.map((row) => ({
    day: row.label.slice(5),
    volume: Number(row.volume_cad),
    profit: Number(row.margin_cad),
    volumeLabel: formatAmount(row.volume_cad, 2),
    profitLabel: formatAmount(row.margin_cad, 2),
  }));
  const axisTick = { fill: 'var(--muted-foreground)', fontSize: 12 };
  return (
    <div
      className="h-72 w-full"
      role="img"
      aria-label="Daily volume and profit in CAD, last 30 days"
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
            tickFormatter={(v: number) => `$${v.toLocaleString('en-US')}`}
          />
          <YAxis
            yAxisId="profit"
            orientation="right"
            tickLine={false}
            axisLine={false}
            width={64}
            tick={axisTick}
            tickFormatter={(v: number) => `$${v.toLocaleString('en-US')}`}
          />
          <Tooltip
            cursor={{ fill: 'var(--muted)' }}
            formatter={(_value, name, item) =>
              name === 'Volume'
                ? [`$${String(item.payload.volumeLabel)}`, 'Volume (CAD)']
                : [`$${String(item.payload.profitLabel)}`, 'Profit (CAD)']
            }
            contentStyle={{
              background: 'var(--popover)',
              border: '1px solid var(--border)',
              borderRadius: 8,
              fontSize: 12,
            }}
          />
          <Legend wrapperStyle={{ fontSize: 12 }} />
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
