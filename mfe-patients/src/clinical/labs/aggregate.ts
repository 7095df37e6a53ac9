/**
 * The aggregate grid: every lab component over time, one row per component, one column per
 * day (newest first). A component measured twice on a day shows the later result.
 */
import type { Lab } from './labs.resource.ts';

export interface AggregateGrid {
  /** YYYY-MM-DD, newest first. */
  days: string[];
  /** Component names, alphabetical. */
  components: string[];
  /** component → day → the result. */
  cells: Map<string, Map<string, Lab>>;
}

export function buildAggregate(results: readonly Lab[]): AggregateGrid {
  const cells = new Map<string, Map<string, Lab>>();
  const days = new Set<string>();
  for (const lab of results) {
    const day = lab.date.slice(0, 10);
    if (!day || !lab.component) continue;
    days.add(day);
    const row = cells.get(lab.component) ?? new Map<string, Lab>();
    const seen = row.get(day);
    if (!seen || seen.date < lab.date) row.set(day, lab);
    cells.set(lab.component, row);
  }
  return {
    days: [...days].sort().reverse(),
    components: [...cells.keys()].sort((a, b) => a.localeCompare(b)),
    cells,
  };
}

/** The trend to show before the person chooses one: the first component whose latest result is flagged, else the first. */
export function defaultTrendComponent(grid: AggregateGrid): string | null {
  const latest = (component: string) => grid.days.map((day) => grid.cells.get(component)?.get(day)).find((lab) => lab !== undefined);
  return grid.components.find((component) => (latest(component)?.flag ?? 'normal') !== 'normal') ?? grid.components[0] ?? null;
}
