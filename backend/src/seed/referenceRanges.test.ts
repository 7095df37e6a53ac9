/**
 * Every reference range of the demo seed, read by the one parser in @emr/domain: each is a
 * range (never "cannot tell"), its bounds flag results as the lab means, and its trend band
 * covers the normal side only (one-sided ranges run to the chart's edge).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { abnormality, parseReferenceRange, trendScale } from '@emr/domain/labs';
import { LAB_PANELS } from './catalog.ts';

const components = Object.values(LAB_PANELS).flatMap((panel) => panel.components);

for (const range of [...new Set(components.map((c) => c.range))]) {
  test(`seed range ${range}: parsed, flagged at its bounds, band on the normal side`, () => {
    const parsed = parseReferenceRange(range);
    assert.ok(parsed && parsed.kind === 'numeric', `${range} is a numeric range`);
    const { low, high } = parsed;
    assert.ok(low !== undefined || high !== undefined);
    const inside = low !== undefined && high !== undefined ? (low + high) / 2 : low !== undefined ? low + 1 : high! - 1;
    assert.equal(abnormality(String(inside), range), 'normal');
    if (low !== undefined) assert.equal(abnormality(String(low - 1), range), 'low');
    if (high !== undefined) assert.equal(abnormality(String(high + 1), range), 'high');
    const values = [inside, low !== undefined ? low - 1 : inside, high !== undefined ? high + 1 : inside];
    const { domain, band } = trendScale(values, range);
    assert.ok(band, 'a numeric range has a band');
    assert.equal(band.y1, low ?? domain[0], 'the band starts at the low bound, or the bottom of the chart');
    assert.equal(band.y2, high ?? domain[1], 'the band ends at the high bound, or the top of the chart');
    assert.ok(domain[0] <= Math.min(...values) && domain[1] >= Math.max(...values), 'every value is on the chart');
  });
}
