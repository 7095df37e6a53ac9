/**
 * The patient's insurances on the edit page (CoverageSection). At most one Primary and one
 * Secondary: the editor says which insurance already holds the class. Billing staff create and
 * update insurances but delete none.
 */
import { useTranslation } from 'react-i18next';
import { CoverageSection } from './CoverageSection.tsx';
import { type Insurance, useInsurances } from './coverage.resource.ts';
import { InsuranceEditor } from './InsuranceEditor.tsx';

export interface InsuranceSectionProps {
  patientId: string;
}

export function InsuranceSection({ patientId }: InsuranceSectionProps) {
  const { t } = useTranslation('patients');
  const { insurances, ...state } = useInsurances(patientId);
  const classLabel = (value: string) => t(`coverage.class.${value}`, { defaultValue: value });
  return (
    <CoverageSection<Insurance>
      kind="Insurance"
      items={insurances}
      {...state}
      text={{
        title: t('coverage.insuranceTitle'),
        add: t('coverage.addInsurance'),
        empty: t('coverage.noInsurance'),
        table: t('coverage.insuranceTable'),
        deleted: (name) => t('coverage.insuranceDeleted', { name }),
        deleteTitle: t('coverage.deleteInsuranceTitle'),
        deleteBody: (name) => t('coverage.deleteInsuranceBody', { name }),
      }}
      columns={[
        { header: t('coverage.insuranceClass'), cell: (insurance) => classLabel(insurance.insuranceClass) },
        { header: t('coverage.insuranceName'), cell: (insurance) => insurance.name },
        { header: t('coverage.insuranceType'), cell: (insurance) => insurance.insuranceType },
        { header: t('coverage.memberId'), cell: (insurance) => insurance.memberId },
        { header: t('coverage.phoneNumber'), cell: (insurance) => insurance.phoneNumber },
        { header: t('coverage.website'), cell: (insurance) => insurance.website },
      ]}
      renderEditor={({ item, others, onDone, onConflict }) => (
        <InsuranceEditor patientId={patientId} insurance={item} others={others} onDone={onDone} onConflict={onConflict} />
      )}
    />
  );
}
