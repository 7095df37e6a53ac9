/**
 * The weight trajectory as a line chart (recharts, as the chart's trends: ADR 0008, 0025, 0042),
 * with the goal weight as a dashed line. Loaded on demand; hidden from screen readers, since the
 * page shows the same weighings in a table. Fluent tokens for colours (dark mode); in
 * right-to-left languages time runs right to left.
 */
import { makeStyles, tokens, useFluent } from '@fluentui/react-components';
import { CartesianGrid, Line, LineChart, ReferenceLine, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

export interface WeightChartProps {
  data: readonly { label: string; weight: number }[];
  weightLabel: string;
  goalLb: number | null;
}

const useStyles = makeStyles({ root: { inlineSize: '100%' } });

export function WeightChart({ data, weightLabel, goalLb }: WeightChartProps) {
  const styles = useStyles();
  const rtl = useFluent().dir === 'rtl';
  return (
    <div className={styles.root} aria-hidden="true">
      <ResponsiveContainer width="100%" height={260}>
        <LineChart data={[...data]} margin={{ top: 8, right: 16, bottom: 8, left: 16 }} accessibilityLayer={false}>
          <CartesianGrid stroke={tokens.colorNeutralStroke2} strokeDasharray="3 3" />
          <XAxis dataKey="label" reversed={rtl} stroke={tokens.colorNeutralForeground3} tick={{ fill: tokens.colorNeutralForeground2 }} />
          <YAxis orientation={rtl ? 'right' : 'left'} stroke={tokens.colorNeutralForeground3} tick={{ fill: tokens.colorNeutralForeground2 }} domain={['auto', 'auto']} />
          {goalLb !== null && <ReferenceLine y={goalLb} stroke={tokens.colorPaletteGreenForeground2} strokeDasharray="6 4" ifOverflow="extendDomain" />}
          <Tooltip contentStyle={{ backgroundColor: tokens.colorNeutralBackground1, borderColor: tokens.colorNeutralStroke1, color: tokens.colorNeutralForeground1 }} />
          <Line type="monotone" dataKey="weight" name={weightLabel} stroke={tokens.colorBrandForeground1} strokeWidth={2} dot isAnimationActive={false} />
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
