/** How a reading reads in a table. */
import type { ReadingValues } from '@emr/domain/care';

/** A reading's values as one line ("142/91 mmHg", "96 mg/dL"). */
export function readingText(values: ReadingValues): string {
  const parts: string[] = [];
  if (values.systolic !== undefined && values.diastolic !== undefined) parts.push(`${values.systolic}/${values.diastolic} mmHg`);
  if (values.glucose !== undefined) parts.push(`${values.glucose} mg/dL`);
  if (values.weightLb !== undefined) parts.push(`${values.weightLb} lb`);
  if (values.spo2 !== undefined) parts.push(`SpO2 ${values.spo2} %`);
  return parts.join(' · ');
}
