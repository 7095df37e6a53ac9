/**
 * The serious and critical axe violations on the page, as readable lines (an empty list
 * passes). Colour contrast is left to the browser tests: jsdom cannot compute it.
 */
import axe from 'axe-core';

export async function seriousAxeViolations(root: Element = document.body): Promise<string[]> {
  const results = await axe.run(root, { rules: { 'color-contrast': { enabled: false } } });
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
