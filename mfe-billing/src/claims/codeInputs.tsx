/**
 * A charge line's procedure code (CPT/HCPCS; one the clinic's fee schedule holds fills the line,
 * `changeLine`). The diagnosis slots pick from the bundled ICD-10-CM set (DiagnosisSlots.tsx).
 */
import { Input, makeStyles } from '@fluentui/react-components';

const useStyles = makeStyles({ input: { inlineSize: '100%', minInlineSize: 0 } });

export interface CodeInputProps {
  value: string;
  readOnly: boolean;
  /** The accessible name (a table cell has no visible label of its own). */
  label?: string;
  /** The id of the text that describes the code (a HCPCS code's description). */
  describedBy?: string;
  onChange: (code: string) => void;
}

export function ProcedureCodeInput({ value, readOnly, label, describedBy, onChange }: CodeInputProps) {
  const styles = useStyles();
  return <Input className={styles.input} aria-label={label} aria-describedby={describedBy} value={value} readOnly={readOnly} autoComplete="off" onChange={(_, data) => onChange(data.value)} />;
}
