/**
 * A line chart of values over time (recharts), with an optional reference band. Loaded on
 * demand through LazyTrendChart, so the chart library only downloads on pages that draw one.
 * The chart is hidden from screen readers: every page shows the same values in a table.
 * Colours are Fluent tokens (dark mode); in right-to-left languages time runs right to left.
 */
import { makeStyles, tokens, useFluent } from '@fluentui/react-components';
import { CartesianGrid, Line, LineChart, ReferenceArea, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

export interface TrendSeries {
  key: string;
  label: string;
}

export interface TrendChartProps {
  /** One object per time point: `label` (the x value shown) plus one number per series key. */
  data: readonly Record<string, string | number | null>[];
  series: readonly TrendSeries[];
  /** The y axis's bounds (default: fitted to the values). */
  yDomain?: [number, number];
  /** The normal range drawn as a band, from y1 to y2 (a one-sided range runs to the axis's edge: `trendScale`). */
  band?: { y1: number; y2: number } | null;
}

const COLORS = [tokens.colorBrandForeground1, tokens.colorPaletteMarigoldForeground2, tokens.colorPaletteGreenForeground2];

const useStyles = makeStyles({
  root: { inlineSize: '100%' },
});

export function TrendChart({ data, series, yDomain, band }: TrendChartProps) {
  const styles = useStyles();
  const { dir } = useFluent();
  const rtl = dir === 'rtl';
  return (
    <div className={styles.root} aria-hidden="true">
      <ResponsiveContainer width="100%" height={280}>
        {/* recharts 3 makes the chart a focusable application by default: a tab stop inside this aria-hidden box */}
        <LineChart data={[...data]} margin={{ top: 8, right: 16, bottom: 8, left: 16 }} accessibilityLayer={false}>
          <CartesianGrid stroke={tokens.colorNeutralStroke2} strokeDasharray="3 3" />
          <XAxis dataKey="label" reversed={rtl} stroke={tokens.colorNeutralForeground3} tick={{ fill: tokens.colorNeutralForeground2 }} />
          <YAxis orientation={rtl ? 'right' : 'left'} stroke={tokens.colorNeutralForeground3} tick={{ fill: tokens.colorNeutralForeground2 }} domain={yDomain ?? ['auto', 'auto']} />
          {band && <ReferenceArea y1={band.y1} y2={band.y2} fill={tokens.colorPaletteGreenBackground2} fillOpacity={0.5} stroke="none" ifOverflow="extendDomain" />}
          <Tooltip contentStyle={{ backgroundColor: tokens.colorNeutralBackground1, borderColor: tokens.colorNeutralStroke1, color: tokens.colorNeutralForeground1 }} />
          {series.map((s, index) => (
            <Line key={s.key} type="monotone" dataKey={s.key} name={s.label} stroke={COLORS[index % COLORS.length]} strokeWidth={2} dot connectNulls isAnimationActive={false} />
          ))}
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
