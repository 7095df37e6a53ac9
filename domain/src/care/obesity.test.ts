import assert from 'node:assert/strict';
import { test } from 'node:test';
import { weightTrajectory } from './obesity.ts';

const w = (at: string, weightLb?: number, heightIn?: number) => ({ at: `${at}T10:00:00.000Z`, weightLb, heightIn });

test('the trajectory: every weighing in time order with its BMI from the height measured last', () => {
  const t = weightTrajectory([w('2026-03-01', 230), w('2026-01-05', 240, 70), w('2026-02-01', 236, undefined), w('2026-02-15', undefined, 71)], '2026-01-10');
  assert.deepEqual(t.points.map((p) => [p.at.slice(0, 10), p.weightLb, p.bmi]), [['2026-01-05', 240, 34.4], ['2026-02-01', 236, 33.9], ['2026-03-01', 230, 32.1]]);
});

test('baseline: the last weight on or before the enrolment day, else the first after; percent change, one decimal', () => {
  const t = weightTrajectory([w('2026-01-05', 240, 70), w('2026-01-10', 238), w('2026-03-01', 226)], '2026-01-10', 200);
  assert.equal(t.baseline?.weightLb, 238, 'the weighing on the enrolment day itself');
  assert.equal(t.latest?.weightLb, 226);
  assert.equal(t.percentChange, -5);
  assert.equal(t.toGoalLb, 26);
  const late = weightTrajectory([w('2026-02-01', 250, 68), w('2026-04-01', 255)], '2026-01-10');
  assert.equal(late.baseline?.weightLb, 250, 'no weight before enrolment: the first after');
  assert.equal(late.percentChange, 2);
  assert.equal(late.toGoalLb, null, 'no goal');
});

test('no weighing: nothing to show; a BMI needs a height at some point', () => {
  assert.deepEqual(weightTrajectory([], '2026-01-10', 180), { points: [], baseline: null, latest: null, percentChange: null, toGoalLb: null });
  assert.equal(weightTrajectory([w('2026-02-01', 200)], '2026-01-10').points[0]?.bmi, null);
  assert.equal(weightTrajectory([w('2026-02-01', 200), w('2026-03-01', undefined, 70)], '2026-01-10').points[0]?.bmi, 28.7, 'a later height serves earlier weights');
});
