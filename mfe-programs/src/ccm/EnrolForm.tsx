/**
 * Enrolling a patient in CCM: find them, see their active problems (eligibility: two or more
 * chronic conditions), then consent date and method, complexity, the care plan and the
 * billing practitioner, checked with the domain's enrolment rules (the server's). The server
 * refuses a second active enrolment.
 */
import { clinicToday, useDebouncedValue } from '@emr/shared-ui';
import {
  Button,
  Card,
  Checkbox,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  Select,
  Text,
  Textarea,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { InjectionProgram } from '@emr/domain/care';
import { InjectionEnrolDetails } from '../injections/InjectionEnrolDetails.tsx';
import { DeviceEnrolDetails } from '../rpm/DeviceEnrolDetails.tsx';
import { type CareProgram, type PatientName, useActiveProblems, useFindPatients } from './careProgram.resource.ts';
import { ChosenPatient, EnrolActions, type EnrolDetailsProps, useEnrolSubmit } from './EnrolParts.tsx';
import { PractitionerField } from './PractitionerField.tsx';

const useStyles = makeStyles({
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, marginBlockEnd: tokens.spacingVerticalL, maxWidth: '48rem' },
  list: { listStyleType: 'none', paddingInlineStart: 0, margin: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  row: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap', alignItems: 'center' },
});

/** The number of chronic conditions CCM needs on the problem list. */
const MIN_CONDITIONS = 2;

export interface EnrolFormProps {
  program: CareProgram | InjectionProgram;
  onDone: () => void;
}

/** Find the patient, then the program's details: CCM's eligibility and care plan, RPM's device, an injection program's protocol. */
export function EnrolForm({ program, onDone }: EnrolFormProps) {
  const { t } = useTranslation('programs');
  const styles = useStyles();
  const [term, setTerm] = useState('');
  const found = useFindPatients(useDebouncedValue(term, 200));
  const [patient, setPatient] = useState<PatientName | null>(null);
  return (
    <Card className={styles.card} role="region" aria-label={t('enrol.title')}>
      <Text as="h2" weight="semibold">
        {t('enrol.title')}
      </Text>
      {patient ? (
        program === 'ccm' ? (
          <EnrolDetails patient={patient} onChange={() => setPatient(null)} onDone={onDone} />
        ) : program === 'rpm' ? (
          <DeviceEnrolDetails patient={patient} onChange={() => setPatient(null)} onDone={onDone} />
        ) : (
          <InjectionEnrolDetails program={program} patient={patient} onChange={() => setPatient(null)} onDone={onDone} />
        )
      ) : (
        <>
          <Field label={t('enrol.search')}>
            <Input type="search" value={term} onChange={(_e, data) => setTerm(data.value)} />
          </Field>
          {found.data && (
            <ul className={styles.list} aria-label={t('enrol.results')}>
              {found.data.length === 0 && <li>{t('enrol.noResults')}</li>}
              {found.data.map((p) => (
                <li key={p.patientId}>
                  <Button appearance="subtle" onClick={() => setPatient(p)} aria-label={t('enrol.choose', { name: p.name })}>
                    <bdi>{p.name}</bdi>&nbsp;·&nbsp;<bdi>{p.patientId}</bdi>&nbsp;·&nbsp;<bdi>{p.dob}</bdi>
                  </Button>
                </li>
              ))}
            </ul>
          )}
          <div>
            <Button onClick={onDone}>{t('enrol.cancel')}</Button>
          </div>
        </>
      )}
    </Card>
  );
}


function EnrolDetails({ patient, onChange, onDone }: EnrolDetailsProps) {
  const { t } = useTranslation('programs');
  const styles = useStyles();
  const problems = useActiveProblems(patient.patientId);
  const { submit: save, problems: invalid, isPending } = useEnrolSubmit(patient, onDone);
  const [consentDate, setConsentDate] = useState(clinicToday());
  const [consentMethod, setConsentMethod] = useState('Verbal');
  const [complex, setComplex] = useState(false);
  const [carePlan, setCarePlan] = useState('');
  const [practitionerId, setPractitionerId] = useState('');
  const count = problems.data?.length ?? 0;
  const eligible = count >= MIN_CONDITIONS;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save({ program: 'ccm', patientId: patient.patientId, consentDate, consentMethod, complex, carePlan: carePlan.trim(), practitionerId });
  };
  return (
    <form onSubmit={submit} noValidate className={styles.card}>
      <ChosenPatient patient={patient} onChange={onChange} />
      <section aria-label={t('enrol.problems')}>
        <Text weight="semibold">{t('enrol.problems')}</Text>
        {problems.isLoading ? null : count === 0 ? (
          <Text as="p">{t('enrol.noProblems')}</Text>
        ) : (
          <ul>
            {problems.data?.map((problem) => (
              <li key={problem.id}>
                <bdi>{problem.name}</bdi>
              </li>
            ))}
          </ul>
        )}
        {!problems.isLoading && (
          <MessageBar intent={eligible ? 'success' : 'warning'}>
            <MessageBarBody>{eligible ? t('enrol.eligible', { count }) : t('enrol.notEligible', { count })}</MessageBarBody>
          </MessageBar>
        )}
      </section>
      <Field label={t('enrol.consentDate')} required validationMessage={invalid.consentDate}>
        <Input type="date" value={consentDate} max={clinicToday()} onChange={(_e, data) => setConsentDate(data.value)} />
      </Field>
      <Field label={t('enrol.consentMethod')}>
        <Select value={consentMethod} onChange={(_e, data) => setConsentMethod(data.value)}>
          <option value="Verbal">{t('enrol.methods.Verbal')}</option>
          <option value="Written">{t('enrol.methods.Written')}</option>
        </Select>
      </Field>
      <Checkbox checked={complex} onChange={(_e, data) => setComplex(data.checked === true)} label={t('enrol.complex')} />
      <Field label={t('enrol.carePlan')} required validationMessage={invalid.carePlan}>
        <Textarea value={carePlan} onChange={(_e, data) => setCarePlan(data.value)} resize="vertical" />
      </Field>
      <PractitionerField value={practitionerId} onChange={setPractitionerId} problem={invalid.practitionerId} />
      <EnrolActions disabled={!eligible || isPending} onDone={onDone} />
    </form>
  );
}
