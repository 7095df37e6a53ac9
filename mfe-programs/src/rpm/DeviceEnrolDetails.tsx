/** Enrolling a patient in RPM: the device assigned (type, serial, start date) and the billing practitioner, checked with the domain's enrolment rules (the server's). */
import { RPM_DEVICE_TYPES } from '@emr/domain/fieldRules';
import { clinicToday } from '@emr/shared-ui';
import { Field, Input, Select, makeStyles, tokens } from '@fluentui/react-components';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChosenPatient, EnrolActions, type EnrolDetailsProps, useEnrolSubmit } from '../ccm/EnrolParts.tsx';
import { PractitionerField } from '../ccm/PractitionerField.tsx';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  row: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap', alignItems: 'center' },
});

export function DeviceEnrolDetails({ patient, onChange, onDone }: EnrolDetailsProps) {
  const { t } = useTranslation('programs');
  const styles = useStyles();
  const { submit: save, problems, isPending } = useEnrolSubmit(patient, onDone);
  const [type, setType] = useState<string>(RPM_DEVICE_TYPES[0]);
  const [serial, setSerial] = useState('');
  const [start, setStart] = useState(clinicToday());
  const [practitionerId, setPractitionerId] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save({
      program: 'rpm', patientId: patient.patientId, consentDate: start, consentMethod: 'Verbal', complex: false, carePlan: '', practitionerId, device: { type, serial: serial.trim(), start },
    });
  };
  return (
    <form onSubmit={submit} noValidate className={styles.form}>
      <ChosenPatient patient={patient} onChange={onChange} />
      <Field label={t('rpm.deviceType')} validationMessage={problems.deviceType}>
        <Select value={type} onChange={(_e, data) => setType(data.value)}>
          {RPM_DEVICE_TYPES.map((device) => (
            <option key={device} value={device}>
              {t(`rpm.devices.${device}`)}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t('rpm.serial')} required validationMessage={problems.serial}>
        <Input value={serial} onChange={(_e, data) => setSerial(data.value)} />
      </Field>
      <Field label={t('rpm.start')} required validationMessage={problems.deviceStart ?? problems.consentDate}>
        <Input type="date" value={start} onChange={(_e, data) => setStart(data.value)} />
      </Field>
      <PractitionerField value={practitionerId} onChange={setPractitionerId} problem={problems.practitionerId} />
      <EnrolActions disabled={isPending} onDone={onDone} />
    </form>
  );
}
