/**
 * The claim's header: the visit it bills, the coverage it goes to (from the patient's
 * insurances, or self-pay), the rendering provider, place and date of service, and the
 * diagnosis slots A–L the lines point to.
 */
import { Field, Input, Select } from '@fluentui/react-components';
import { formatDate, isolate } from '@emr/shared-ui';
import { useTranslation } from 'react-i18next';
import { type ClaimHeader, PLACES_OF_SERVICE, SELF_PAY } from './claimDraft.ts';
import { useClinicians, useCoverage, useVisits } from './claim.resource.ts';
import { useFormGrid } from '../formGrid.ts';
import { DiagnosisSlots } from './DiagnosisSlots.tsx';
import type { headerProblems } from './claimRules.ts';

export interface ClaimHeaderFieldsProps {
  header: ClaimHeader;
  readOnly: boolean;
  /** The fields the server would refuse, with its sentence. */
  problems?: ReturnType<typeof headerProblems>;
  onChange: (changes: Partial<ClaimHeader>) => void;
}

export function ClaimHeaderFields({ header, readOnly, problems = {}, onChange }: ClaimHeaderFieldsProps) {
  const { t, i18n } = useTranslation('billing');
  const grid = useFormGrid();
  const { visits } = useVisits(header.patientId);
  const { coverage } = useCoverage(header.patientId);
  const { clinicians } = useClinicians();
  const coverageKey = header.insuranceName === SELF_PAY ? SELF_PAY : (coverage.find((c) => c.name === header.insuranceName && c.memberId === header.memberId)?.id ?? '');

  const pickVisit = (id: string) => {
    const visit = visits.find((v) => v.id === id);
    onChange({ visitId: id, ...(visit ? { serviceDate: visit.date, ...(visit.providerId ? { providerId: visit.providerId } : {}) } : {}) });
  };
  const pickCoverage = (id: string) => {
    if (id === SELF_PAY) return onChange({ insuranceName: SELF_PAY, insuranceClass: '', memberId: '' });
    const picked = coverage.find((c) => c.id === id);
    if (picked) onChange({ insuranceName: picked.name, insuranceClass: picked.insuranceClass, memberId: picked.memberId });
  };

  return (
    <>
      <div className={grid.grid}>
        <Field label={t('header.visit')}>
          <Select value={header.visitId} disabled={readOnly} onChange={(_, data) => pickVisit(data.value)}>
            <option value="">{t('header.noVisit')}</option>
            {visits.map((visit) => (
              <option key={visit.id} value={visit.id}>
                {`${formatDate(visit.date, i18n.language)} · ${isolate(visit.type)}`}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t('header.coverage')} validationMessage={problems.insuranceName}>
          <Select value={coverageKey} disabled={readOnly} onChange={(_, data) => pickCoverage(data.value)}>
            <option value="" disabled>
              {t('header.chooseCoverage')}
            </option>
            {coverage.map((c) => (
              <option key={c.id} value={c.id}>
                {`${isolate(c.name)} (${isolate(c.insuranceClass || c.type)})`}
              </option>
            ))}
            <option value={SELF_PAY}>{t('header.selfPay')}</option>
          </Select>
        </Field>
        <Field label={t('header.memberId')} validationMessage={problems.memberId}>
          <Input value={header.memberId} readOnly={readOnly} disabled={header.insuranceName === SELF_PAY} onChange={(_, data) => onChange({ memberId: data.value })} />
        </Field>
        <Field label={t('header.provider')}>
          <Select value={header.providerId} disabled={readOnly} onChange={(_, data) => onChange({ providerId: data.value })}>
            <option value="">{t('header.chooseProvider')}</option>
            {clinicians.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t('header.placeOfService')} validationMessage={problems.placeOfService}>
          <Select value={header.placeOfService} disabled={readOnly} onChange={(_, data) => onChange({ placeOfService: data.value })}>
            {PLACES_OF_SERVICE.map((code) => (
              <option key={code} value={code}>
                {`${code} · ${t(`pos.${code}`)}`}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t('header.serviceDate')} validationMessage={problems.serviceDate}>
          <Input type="date" value={header.serviceDate} readOnly={readOnly} onChange={(_, data) => onChange({ serviceDate: data.value })} />
        </Field>
      </div>
      <DiagnosisSlots diagnoses={header.diagnoses} readOnly={readOnly} onChange={(diagnoses) => onChange({ diagnoses })} />
    </>
  );
}
