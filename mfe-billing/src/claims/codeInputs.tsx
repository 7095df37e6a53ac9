/**
 * The claim form's code inputs, in one place: a charge line's procedure code (CPT/HCPCS; one the
 * clinic's fee schedule holds fills the line, `changeLine`) and a diagnosis slot's ICD-10-CM code. A code picker with the
 * bundled code lists replaces these two components without touching the rest of the form.
 */
import { Input, makeStyles } from '@fluentui/react-components';

const useStyles = makeStyles({ input: { inlineSize: '100%', minInlineSize: 0 } });

export interface CodeInputProps {
  value: string;
  readOnly: boolean;
  /** The accessible name (a table cell has no visible label of its own). */
  label?: string;
  onChange: (code: string) => void;
}

export function ProcedureCodeInput({ value, readOnly, label, onChange }: CodeInputProps) {
  const styles = useStyles();
  return <Input className={styles.input} aria-label={label} value={value} readOnly={readOnly} autoComplete="off" onChange={(_, data) => onChange(data.value)} />;
}

export function DiagnosisCodeInput({ value, readOnly, label, onChange }: CodeInputProps) {
  return <Input aria-label={label} value={value} readOnly={readOnly} onChange={(_, data) => onChange(data.value)} />;
}
