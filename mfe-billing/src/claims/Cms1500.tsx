/**
 * The claim in the CMS-1500 (02/12) layout, its numbered boxes as on the paper form: shown on the
 * page, and alone on the sheet when printed (a print stylesheet, not a screenshot). Box labels are
 * the form's own (English: the form is the payer's), values from the claim as saved or typed.
 */
import { DIAGNOSIS_LETTERS } from '@emr/domain/billing';
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type ClaimDraft, amountCents, splitCodes, splitPointers } from './claimDraft.ts';
import { printOnly } from '../printOnly.ts';

const PRINT_ROOT = 'billing-cms1500';

// printed, it is the only thing on the sheet
const usePrintStyles = printOnly(PRINT_ROOT, 'letter; margin: 0.4in');

const useStyles = makeStyles({
  form: {
    direction: 'ltr',
    fontFamily: 'Courier New, monospace',
    fontSize: '11px',
    color: tokens.colorNeutralForeground1,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `2px solid ${tokens.colorPaletteRedBorder2}`,
    display: 'grid',
    gridTemplateColumns: 'repeat(12, 1fr)',
    maxInlineSize: '60rem',
  },
  box: { border: `1px solid ${tokens.colorPaletteRedBorder2}`, paddingInline: '4px', paddingBlock: '2px', minBlockSize: '2.6em' },
  label: { display: 'block', fontSize: '9px', color: tokens.colorPaletteRedForeground1, fontFamily: tokens.fontFamilyBase },
  title: { gridColumn: 'span 12', textAlign: 'center', fontWeight: 700, fontFamily: tokens.fontFamilyBase, paddingBlock: '4px' },
  lines: { gridColumn: 'span 12', borderCollapse: 'collapse', inlineSize: '100%' },
  cell: { border: `1px solid ${tokens.colorPaletteRedBorder2}`, paddingInline: '4px', textAlign: 'start' },
  num: { textAlign: 'end' },
  span3: { gridColumn: 'span 3' },
  span4: { gridColumn: 'span 4' },
  span6: { gridColumn: 'span 6' },
  span12: { gridColumn: 'span 12' },
});

export interface Cms1500Props {
  draft: ClaimDraft;
  claimNumber: string;
  patient: { name: string; dob: string; gender: string; address: string } | null;
  providerName: string;
  paidCents: number;
  /** How many times the claim was sent again: box 22 then says 7 (replacement of the prior claim) and its number. */
  resubmission?: number;
}

const dollars = (cents: number) => (cents / 100).toFixed(2);
/** MM DD YY, as the form prints dates. */
const formDate = (iso: string) => (/^\d{4}-\d{2}-\d{2}/.test(iso) ? `${iso.slice(5, 7)} ${iso.slice(8, 10)} ${iso.slice(2, 4)}` : '');

export function Cms1500({ draft, claimNumber, patient, providerName, paidCents, resubmission = 0 }: Cms1500Props) {
  const { t } = useTranslation('billing');
  usePrintStyles();
  const styles = useStyles();
  const box = (span: 3 | 4 | 6 | 12, label: string, value: ReactNode) => (
    <div className={mergeClasses(styles.box, styles[`span${span}`])}>
      <span className={styles.label}>{label}</span>
      {value}
    </div>
  );
  const lines = draft.lines.slice(0, 6);
  const totalCents = lines.reduce((sum, line) => sum + (amountCents(line.amount) ?? 0), 0);
  return (
    <section className={mergeClasses(PRINT_ROOT, styles.form)} aria-label={t('print.form')} lang="en">
      <div className={styles.title}>HEALTH INSURANCE CLAIM FORM · APPROVED BY NUCC 02/12 · {claimNumber}</div>
      {box(6, '1. MEDICARE / MEDICAID / TRICARE / CHAMPVA / GROUP HEALTH PLAN / FECA / OTHER', draft.insuranceName)}
      {box(6, "1a. INSURED'S I.D. NUMBER", draft.memberId)}
      {box(6, "2. PATIENT'S NAME (Last Name, First Name)", patient?.name ?? draft.patientId)}
      {box(3, "3. PATIENT'S BIRTH DATE", formDate(patient?.dob ?? ''))}
      {box(3, 'SEX', patient?.gender ?? '')}
      {box(12, "5. PATIENT'S ADDRESS", patient?.address ?? '')}
      {box(12, '21. DIAGNOSIS OR NATURE OF ILLNESS OR INJURY (ICD Ind. 0)', DIAGNOSIS_LETTERS.map((letter, i) => `${letter}. ${draft.diagnoses[i] ?? ''}`).join('   '))}
      {box(6, '22. RESUBMISSION CODE / ORIGINAL REF. NO.', resubmission > 0 ? `7   ${claimNumber}` : '')}
      {box(6, '23. PRIOR AUTHORIZATION NUMBER', '')}
      <table className={styles.lines}>
        <thead>
          <tr>
            {['24A. DATE(S) OF SERVICE', 'B. PLACE OF SERVICE', 'D. CPT/HCPCS', 'MODIFIER', 'E. DIAGNOSIS POINTER', 'F. $ CHARGES', 'G. DAYS OR UNITS', 'J. RENDERING PROVIDER'].map((label) => (
              <th key={label} scope="col" className={mergeClasses(styles.cell, styles.label)}>
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.key}>
              <td className={styles.cell}>{formDate(draft.serviceDate)}</td>
              <td className={styles.cell}>{draft.placeOfService}</td>
              <td className={styles.cell}>{line.code.toUpperCase()}</td>
              <td className={styles.cell}>{splitCodes(line.modifiers).join(' ')}</td>
              <td className={styles.cell}>{splitPointers(line.pointers).join('')}</td>
              <td className={mergeClasses(styles.cell, styles.num)}>{dollars(amountCents(line.amount) ?? 0)}</td>
              <td className={mergeClasses(styles.cell, styles.num)}>{line.units}</td>
              <td className={styles.cell}>{providerName}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {box(4, '28. TOTAL CHARGE', `$ ${dollars(totalCents)}`)}
      {box(4, '29. AMOUNT PAID', `$ ${dollars(paidCents)}`)}
      {box(4, '31. SIGNATURE OF PHYSICIAN OR SUPPLIER', providerName)}
    </section>
  );
}
