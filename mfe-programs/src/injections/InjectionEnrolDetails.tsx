/**
 * Enrolling a patient in an injection program: the start date, the protocol (the program's, from
 * @emr/domain) and, for GLP-1 and Prolia, the prior authorisation's dates, which take their rule
 * from the domain's field specs (PROGRAM_ENROLLMENT_FIELD_RULES: the authorisation cannot end
 * before it starts; the server refuses it with the same rule). The server also refuses a protocol
 * of another program and a second enrolment.
 */
import { AUTHORISED_PROGRAMS, INJECTION_PROTOCOLS, type InjectionProgram } from '@emr/domain/care';
import { PROGRAM_ENROLLMENT_FIELD_RULES } from '@emr/domain/fieldRules';
import { clinicToday } from '@emr/shared-ui';
import { Field, Input, Select, makeStyles, tokens } from '@fluentui/react-components';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChosenPatient, EnrolActions, type EnrolDetailsProps, useEnrolSubmit } from '../ccm/EnrolParts.tsx';
import { formProblems } from '../shared/formProblems.ts';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  row: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap', alignItems: 'flex-end' },
});

const midnight = (date: string) => (date ? `${date}T00:00:00.000Z` : '');

interface AuthorisationDates {
  from: string;
  until: string;
}
const AUTHORISATION_FIELDS = { StartDate: 'from', DateExpired: 'until' } as const;

export function InjectionEnrolDetails({ program, patient, onChange, onDone }: EnrolDetailsProps & { program: InjectionProgram }) {
  const { t } = useTranslation('programs');
  const styles = useStyles();
  const { submit: save, problems, isPending } = useEnrolSubmit(patient, onDone, { consentDate: 'injectionEnrol.start' });
  const protocols: readonly string[] = INJECTION_PROTOCOLS[program];
  const [start, setStart] = useState(clinicToday());
  const [protocol, setProtocol] = useState(protocols[0]!);
  const [from, setFrom] = useState('');
  const [until, setUntil] = useState('');
  const [dateProblems, setDateProblems] = useState<Partial<Record<keyof AuthorisationDates, string>>>({});
  const authorised = AUTHORISED_PROGRAMS.includes(program);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = authorised
      ? formProblems(t, PROGRAM_ENROLLMENT_FIELD_RULES, { from, until } satisfies AuthorisationDates, {
          toRecord: (dates) => ({ StartDate: midnight(dates.from), DateExpired: midnight(dates.until) }),
          fields: AUTHORISATION_FIELDS,
          label: (field) => t(`injectionEnrol.${field}`),
        })
      : {};
    setDateProblems(found);
    if (Object.keys(found).length > 0) return;
    save({
      program, patientId: patient.patientId, consentDate: start, consentMethod: '', complex: false, carePlan: '', practitionerId: '', protocol,
      ...(authorised && (from || until) ? { authorisation: { from: midnight(from), until: midnight(until) } } : {}),
    });
  };
  return (
    <form onSubmit={submit} noValidate className={styles.form}>
      <ChosenPatient patient={patient} onChange={onChange} />
      <Field label={t('injectionEnrol.start')} required validationMessage={problems.consentDate}>
        <Input type="date" value={start} onChange={(_e, data) => setStart(data.value)} />
      </Field>
      <Field label={t('injectionEnrol.protocol')}>
        <Select value={protocol} onChange={(_e, data) => setProtocol(data.value)}>
          {protocols.map((p) => (
            <option key={p} value={p}>
              {t(`injectionEnrol.protocols.${p}`)}
            </option>
          ))}
        </Select>
      </Field>
      {authorised && (
        <div className={styles.row} role="group" aria-label={t('injectionEnrol.authorisation')}>
          <Field label={t('injectionEnrol.from')} validationMessage={dateProblems.from}>
            <Input type="date" value={from} onChange={(_e, data) => setFrom(data.value)} />
          </Field>
          <Field label={t('injectionEnrol.until')} validationMessage={dateProblems.until}>
            <Input type="date" value={until} onChange={(_e, data) => setUntil(data.value)} />
          </Field>
        </div>
      )}
      <EnrolActions disabled={isPending} onDone={onDone} />
    </form>
  );
}
