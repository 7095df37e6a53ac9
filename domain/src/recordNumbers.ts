// The numbers the server gives a clinic's new records (a PatientID, a claim or payment number).
/**
 * The code after the clinic's highest one: its number plus one, same prefix and width
 * (`NS-000123` → `NS-000124`, `CLM-NS-00099` → `CLM-NS-00100`); `first` when there is none.
 */
export function nextCode(highest: string | null | undefined, first: string): string {
  const match = /^(.*?)(\d+)$/.exec(highest ?? '');
  if (!match) return first;
  const [, prefix = '', digits = '0'] = match;
  return `${prefix}${String(Number(digits) + 1).padStart(digits.length, '0')}`;
}

/** The next PatientID of a clinic; the first one takes the clinic id's first letters (`NO-000001`). */
export function nextPatientId(highest: string | null | undefined, clinicId: string): string {
  const letters = clinicId.replace(/[^A-Za-z]/g, '').slice(0, 2).toUpperCase() || 'PT';
  return nextCode(highest, `${letters}-000001`);
}
