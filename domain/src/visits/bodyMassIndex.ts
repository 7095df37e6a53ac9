/** BMI from the vitals as the clinic records them: 703 × weight (lb) / height (in)², one decimal; null without both. */
export function bodyMassIndex(weightLb: number | null | undefined, heightIn: number | null | undefined): number | null {
  if (!weightLb || !heightIn || weightLb <= 0 || heightIn <= 0) return null;
  return Math.round(((703 * weightLb) / (heightIn * heightIn)) * 10) / 10;
}
