/**
 * The claim's diagnosis slots A–L (CMS-1500 box 21), each an ICD-10-CM code picked from the
 * bundled code set with the kit's CodePicker and shown with its description (the server's
 * `describeCodes` for the codes a stored or sent claim holds). A code the set does not hold
 * (typed on an older claim) shows the server's sentence.
 */
import { type CodedConcept, compactCode } from '@emr/domain';
import { DIAGNOSIS_LETTERS } from '@emr/domain/billing';
import { CodePicker, useCodeDescriptions } from '@emr/shared-ui/codes';
import { Button, Field, Input, Text, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular } from '@emr/shared-ui/icons';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  diagnoses: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, marginInline: 0, paddingInline: tokens.spacingHorizontalM, paddingBlockEnd: tokens.spacingVerticalM, border: `1px solid ${tokens.colorNeutralStroke1}`, borderRadius: tokens.borderRadiusMedium },
  // a code with its description needs a wider column than the form's slots; every box shrinks to its column
  slots: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(18rem, 100%), 1fr))',
    rowGap: tokens.spacingVerticalS,
    columnGap: tokens.spacingHorizontalM,
    alignItems: 'end',
    '& .fui-Combobox, & .fui-Input': { inlineSize: '100%', minInlineSize: 0 },
    '& .fui-Combobox__input, & .fui-Input__input': { minInlineSize: 0 },
  },
});

export interface DiagnosisSlotsProps {
  diagnoses: readonly string[];
  readOnly: boolean;
  onChange: (diagnoses: string[]) => void;
}

export function DiagnosisSlots({ diagnoses, readOnly, onChange }: DiagnosisSlotsProps) {
  const { t } = useTranslation('billing');
  const { t: common } = useTranslation('common');
  const styles = useStyles();
  const filled = diagnoses.filter(Boolean);
  const described = useCodeDescriptions('ICD10CM', filled);
  const concept = (code: string): CodedConcept | null =>
    code ? (described.data?.find((c) => compactCode(c.code) === compactCode(code)) ?? { code, description: '' }) : null;
  const unknown = (code: string) => !!code && described.isSuccess && !described.data.some((c) => compactCode(c.code) === compactCode(code));
  const setSlot = (i: number, value: string) => onChange(diagnoses.map((code, j) => (j === i ? value : code)));

  return (
    <fieldset className={styles.diagnoses} aria-describedby="diagnosis-hint">
      <legend>{t('header.diagnoses')}</legend>
      <Text id="diagnosis-hint">{t('header.diagnosesHint')}</Text>
      <div className={styles.slots}>
        {diagnoses.map((code, i) => {
          const label = t('header.diagnosisSlot', { letter: DIAGNOSIS_LETTERS[i] });
          const value = concept(code);
          return readOnly ? (
            <Field key={DIAGNOSIS_LETTERS[i]} label={label}>
              <Input readOnly value={value ? `${value.code} ${value.description}`.trim() : ''} />
            </Field>
          ) : (
            <CodePicker
              key={DIAGNOSIS_LETTERS[i]}
              system="ICD10CM"
              label={label}
              value={value}
              error={unknown(code) ? `${code}: ${common('codes.unknownIcd10')}` : undefined}
              onChange={(picked) => setSlot(i, picked?.code ?? '')}
            />
          );
        })}
        {!readOnly && diagnoses.length < DIAGNOSIS_LETTERS.length && (
          <Button icon={<AddRegular />} onClick={() => onChange([...diagnoses, ''])}>
            {t('header.addDiagnosis')}
          </Button>
        )}
      </div>
    </fieldset>
  );
}
