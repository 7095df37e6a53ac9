/**
 * The obesity program's numbers from the chart's vitals (`Vitals` JSON: `weightLb`, `heightIn`):
 * the weight trajectory with BMI at each weighing (`bodyMassIndex`, the height last measured on
 * or before it, else the first one measured), the baseline (the last weight on or before the
 * enrolment day, else the first after it), the latest weight, the percent change since
 * enrolment (one decimal; negative is a loss) and how far the goal weight is.
 */
import { bodyMassIndex } from '../visits/bodyMassIndex.ts';

export interface Weighing {
  /** When the vitals were taken (ISO). */
  at: string;
  weightLb?: number | null;
  heightIn?: number | null;
}

export interface TrajectoryPoint {
  at: string;
  weightLb: number;
  bmi: number | null;
}

export interface WeightTrajectory {
  points: TrajectoryPoint[];
  baseline: TrajectoryPoint | null;
  latest: TrajectoryPoint | null;
  /** (latest − baseline) / baseline × 100, one decimal; null without both. */
  percentChange: number | null;
  /** Pounds from the latest weight to the goal (positive: still to lose); null without a goal or a weight. */
  toGoalLb: number | null;
}

const positive = (n: number | null | undefined): n is number => typeof n === 'number' && Number.isFinite(n) && n > 0;

export function weightTrajectory(weighings: readonly Weighing[], enrolledOn: string, goalLb?: number | null): WeightTrajectory {
  const sorted = [...weighings].sort((a, b) => a.at.localeCompare(b.at));
  const firstHeight = sorted.find((w) => positive(w.heightIn))?.heightIn ?? null;
  let height: number | null = null;
  const points: TrajectoryPoint[] = [];
  for (const w of sorted) {
    if (positive(w.heightIn)) height = w.heightIn;
    if (positive(w.weightLb)) points.push({ at: w.at, weightLb: w.weightLb, bmi: bodyMassIndex(w.weightLb, height ?? firstHeight) });
  }
  const day = enrolledOn.slice(0, 10);
  const before = points.filter((p) => p.at.slice(0, 10) <= day);
  const baseline = before.at(-1) ?? points[0] ?? null;
  const latest = points.at(-1) ?? null;
  const percentChange = baseline && latest ? Math.round(((latest.weightLb - baseline.weightLb) / baseline.weightLb) * 1000) / 10 : null;
  const toGoalLb = latest && positive(goalLb) ? Math.round((latest.weightLb - goalLb) * 10) / 10 : null;
  return { points, baseline, latest, percentChange, toGoalLb };
}
