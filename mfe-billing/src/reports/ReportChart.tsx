/**
 * A bar chart of a report's rows (recharts, ADR 0025): one bar per chosen column. Loaded on demand
 * through LazyReportChart with the reports page only. Hidden from screen readers: the table below
 * it holds the same figures. Colours are Fluent tokens (dark mode); in right-to-left languages the
 * rows run right to left.
 */
import { makeStyles, tokens, useFluent } from '@fluentui/react-components';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

export interface ReportChartSeries {
  key: string;
  label: string;
}

export interface ReportChartProps {
  /** One object per row: `label` plus one number per series key. */
  data: readonly Record<string, string | number>[];
  series: readonly ReportChartSeries[];
  /** Formats an axis or tooltip value (money or a count). */
  format: (value: number) => string;
}

const COLORS = [tokens.colorBrandBackground, tokens.colorPaletteMarigoldBorderActive, tokens.colorPaletteGreenBorderActive, tokens.colorPaletteBerryBorderActive];

const useStyles = makeStyles({
  root: { inlineSize: '100%' },
});

export function ReportChart({ data, series, format }: ReportChartProps) {
  const styles = useStyles();
  const { dir } = useFluent();
  const rtl = dir === 'rtl';
  const text = { fill: tokens.colorNeutralForeground2 };
  return (
    <div className={styles.root} aria-hidden="true">
      <ResponsiveContainer width="100%" height={260}>
        {/* recharts 3 makes the chart a focusable application by default: a tab stop inside this aria-hidden box */}
        <BarChart data={[...data]} margin={{ top: 8, right: 16, bottom: 8, left: 16 }} accessibilityLayer={false}>
          <CartesianGrid stroke={tokens.colorNeutralStroke2} strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" reversed={rtl} stroke={tokens.colorNeutralForeground3} tick={text} interval="preserveStartEnd" />
          <YAxis orientation={rtl ? 'right' : 'left'} stroke={tokens.colorNeutralForeground3} tick={text} tickFormatter={format} width={88} />
          <Tooltip
            formatter={(value) => format(Number(value))}
            contentStyle={{ backgroundColor: tokens.colorNeutralBackground1, borderColor: tokens.colorNeutralStroke1, color: tokens.colorNeutralForeground1 }}
            cursor={{ fill: tokens.colorSubtleBackgroundHover }}
          />
          <Legend itemSorter={null} wrapperStyle={{ color: tokens.colorNeutralForeground1 }} />
          {series.map((s, index) => (
            <Bar key={s.key} dataKey={s.key} name={s.label} fill={COLORS[index % COLORS.length]} isAnimationActive={false} />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
