/**
 * The after-visit summary of the wrap-up page: what the patient takes home — the visit's
 * diagnoses in words, the medications they take, the instructions and the next visit — in the
 * patient's own language (`Spoken`: English, French or Arabic; any other reads English), laid out
 * for print (only the summary prints). Loading, a failed read (with retry) and a patient not found
 * are said in the page's language. Each diagnosis reads first in plain words in the patient's
 * language (ours, diagnosisWords/: its category's, else its ICD-10-CM chapter's), then, smaller,
 * as the code set writes it: its official ICD-10-CM description (the signed note's, else the
 * bundled code set's, English only) with its code, marked `lang="en"` and isolated in Arabic. A
 * code with no words at all (not shaped like an ICD-10-CM code, which the server does not let a
 * wrap-up or note keep) reads as that English line alone.
 */
import { queries } from '@emr/domain';
import { type WrapUpNote, latestWrapUp } from '@emr/domain/visits';
import { Bidi, type EmrRecord, type Language, StateView, directionOf, formatDate, formatDateTime, i18n, loadLanguage, selection, str, useClinicId, useIndexAll } from '@emr/shared-ui';
import { Button, Text, makeStaticStyles, makeStyles, tokens } from '@fluentui/react-components';
import { Print20Regular } from '@fluentui/react-icons';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Visit } from '../shared/visit.resource.ts';
import { diagnosisInWords } from './diagnosisWords/diagnosisWords.ts';
import { useDiagnosisWords, visitDiagnoses } from './visitPage.resource.ts';

const PATIENT_FIELDS = selection('PatientID', 'FirstName', 'LastName', 'Spoken');
const MEDICATION_FIELDS = selection('Medication', 'Dosage', 'Frequency');
const LANGUAGES: Record<string, Language> = { English: 'en', French: 'fr', Arabic: 'ar' };
const PRINTED = 'emr-after-visit-summary';

// on paper, the summary alone
const usePrintStyles = makeStaticStyles(
  `@media print { body * { visibility: hidden; } .${PRINTED}, .${PRINTED} * { visibility: visible; } .${PRINTED} { position: absolute; inset-inline-start: 0; inset-block-start: 0; inline-size: 100%; border: none; } }`,
);

const useStyles = makeStyles({
  summary: {
    display: 'grid',
    gap: tokens.spacingVerticalS,
    marginBlockStart: tokens.spacingVerticalXL,
    padding: tokens.spacingHorizontalL,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    // the page around it may be left to right with its text set left: the patient's language decides
    textAlign: 'start',
  },
  list: { marginBlock: 0, paddingInlineStart: tokens.spacingHorizontalL },
  item: { marginBlockEnd: tokens.spacingVerticalXS },
  official: { display: 'block', color: tokens.colorNeutralForeground3 },
  heading: { marginBlock: 0 },
});

export interface AfterVisitSummaryProps {
  row: EmrRecord;
  visit: Visit;
  /** The visit's note (its signed diagnoses). */
  note: WrapUpNote;
  provider: string;
  /** The patient's next scheduled visit, if any (ISO). */
  nextVisit: string;
}

export function AfterVisitSummary({ row, visit, note, provider, nextVisit }: AfterVisitSummaryProps) {
  const { t: ui } = useTranslation('visits');
  usePrintStyles();
  const styles = useStyles();
  const clinicId = useClinicId();
  const patientRead = useIndexAll(clinicId ? queries.patientByPatientId(clinicId, visit.patientId) : null, { selectionSet: PATIENT_FIELDS, limit: 1 });
  const medicationsRead = useIndexAll(clinicId ? queries.currentMedications(clinicId, visit.patientId) : null, { selectionSet: MEDICATION_FIELDS });
  const patient = patientRead.data?.[0];
  const medications = medicationsRead.data ?? [];
  const diagnoses = useDiagnosisWords(visitDiagnoses(row, note), note);
  const language = LANGUAGES[str(patient?.['Spoken'])] ?? 'en';
  // the patient's language's strings, loaded when they are not the page's
  const [ready, setReady] = useState<Language | null>(null);
  useEffect(() => {
    let live = true;
    void loadLanguage(language).then(() => live && setReady(language));
    return () => {
      live = false;
    };
  }, [language]);
  const t = i18n.getFixedT(language, 'visits');
  const wrapUp = latestWrapUp(row);
  const name = `${str(patient?.['FirstName'])} ${str(patient?.['LastName'])}`.trim();
  const section = (title: string, body: ReactNode) => (
    <section>
      <h3 className={styles.heading}>{title}</h3>
      {body}
    </section>
  );

  return (
    <StateView
      isLoading={patientRead.isLoading || medicationsRead.isLoading || (patient !== undefined && ready !== language)}
      error={patientRead.error ?? medicationsRead.error}
      isEmpty={!patient}
      emptyTitle={ui('avs.noPatient')}
      onRetry={() => void Promise.all([patientRead.refetch(), medicationsRead.refetch()])}
    >
      <div>
        <Button icon={<Print20Regular />} onClick={() => window.print()}>
          {ui('avs.print')}
        </Button>
        <article className={`${PRINTED} ${styles.summary}`} lang={language} dir={directionOf(language)} aria-labelledby="after-visit-summary">
          <h2 id="after-visit-summary" className={styles.heading}>
            {t('avs.title')}
          </h2>
          <Text>
            <Bidi>{name}</Bidi> · {formatDateTime(visit.date, language)}
            {provider && (
              <>
                {' · '}
                <Bidi>{provider}</Bidi>
              </>
            )}
          </Text>
          {section(
            t('avs.diagnoses'),
            diagnoses.length ? (
              <>
                <Text size={200}>{t('avs.officialNames')}</Text>
                <ul className={styles.list}>
                  {diagnoses.map(({ code, description }) => {
                    const words = diagnosisInWords(code, language);
                    return (
                      <li key={code} className={styles.item}>
                        {words && <Text block>{words}</Text>}
                        <Text size={words ? 200 : 300} lang="en" className={words ? styles.official : undefined}>
                          <Bidi>
                            {description && `${description} `}({code})
                          </Bidi>
                        </Text>
                      </li>
                    );
                  })}
                </ul>
              </>
            ) : (
              <Text>{t('avs.none')}</Text>
            ),
          )}
          {section(
            t('avs.medications'),
            medications.length ? (
              <ul className={styles.list}>
                {medications.map((medication) => (
                  <li key={medication.id}>
                    <Bidi>{[str(medication['Medication']), str(medication['Dosage']), str(medication['Frequency'])].filter(Boolean).join(' · ')}</Bidi>
                  </li>
                ))}
              </ul>
            ) : (
              <Text>{t('avs.none')}</Text>
            ),
          )}
          {section(t('avs.instructions'), <Text>{wrapUp.instructions || t('avs.none')}</Text>)}
          {section(t('avs.nextVisit'), <Text>{nextVisit ? formatDate(nextVisit, language) : t('avs.noNextVisit')}</Text>)}
        </article>
      </div>
    </StateView>
  );
}
