/**
 * The assessment's ICD-10-CM diagnoses: picked with the kit's CodePicker (the server's search of
 * the bundled code set), listed with code and description, each removable while the note is a
 * draft; read only once it is signed.
 */
import type { CodedConcept } from '@emr/domain';
import { Bidi } from '@emr/shared-ui';
import { CodePicker } from '@emr/shared-ui/codes';
import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { DismissRegular } from '@emr/shared-ui/icons';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  list: { display: 'grid', gap: tokens.spacingVerticalXS, listStyleType: 'none', paddingInlineStart: 0, marginBlock: 0 },
  item: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
});

export interface NoteDiagnosesProps {
  diagnoses: readonly CodedConcept[];
  /** Absent: the list is read only (a signed note). */
  onChange?: (diagnoses: CodedConcept[]) => void;
}

export function NoteDiagnoses({ diagnoses, onChange }: NoteDiagnosesProps) {
  const { t } = useTranslation('visits');
  const styles = useStyles();
  return (
    <div>
      {onChange && (
        <CodePicker
          system="ICD10CM"
          label={t('scribe.diagnoses')}
          hint={t('scribe.diagnosesHint')}
          value={null}
          clearOnSelect
          onChange={(picked) => {
            if (picked && !diagnoses.some((d) => d.code === picked.code)) onChange([...diagnoses, picked]);
          }}
        />
      )}
      {diagnoses.length > 0 && (
        <ul className={styles.list} aria-label={t('scribe.diagnosesList')}>
          {diagnoses.map((d) => (
            <li key={d.code} className={styles.item}>
              <Text>
                <Bidi>{d.code}</Bidi> <Bidi>{d.description}</Bidi>
              </Text>
              {onChange && (
                <Button
                  appearance="subtle"
                  size="small"
                  icon={<DismissRegular />}
                  aria-label={t('scribe.removeDiagnosis', { code: d.code })}
                  onClick={() => onChange(diagnoses.filter((x) => x.code !== d.code))}
                />
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
