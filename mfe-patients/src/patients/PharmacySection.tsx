/** The patient's pharmacies on the edit page (CoverageSection); one pharmacy may be the primary one. */
import { useTranslation } from 'react-i18next';
import { CoverageSection } from './CoverageSection.tsx';
import { type Pharmacy, usePharmacies } from './coverage.resource.ts';
import { PharmacyEditor } from './PharmacyEditor.tsx';

export interface PharmacySectionProps {
  patientId: string;
}

export function PharmacySection({ patientId }: PharmacySectionProps) {
  const { t } = useTranslation('patients');
  const { pharmacies, ...state } = usePharmacies(patientId);
  return (
    <CoverageSection<Pharmacy>
      kind="Pharmacy"
      items={pharmacies}
      {...state}
      text={{
        title: t('coverage.pharmacyTitle'),
        add: t('coverage.addPharmacy'),
        empty: t('coverage.noPharmacy'),
        table: t('coverage.pharmacyTable'),
        deleted: (name) => t('coverage.pharmacyDeleted', { name }),
        deleteTitle: t('coverage.deletePharmacyTitle'),
        deleteBody: (name) => t('coverage.deletePharmacyBody', { name }),
      }}
      columns={[
        { header: t('coverage.pharmacyName'), cell: (pharmacy) => pharmacy.name },
        { header: t('coverage.contactNumber'), cell: (pharmacy) => pharmacy.contactNumber },
        { header: t('coverage.primaryColumn'), cell: (pharmacy) => (pharmacy.isPrimary ? t('coverage.primaryYes') : t('coverage.primaryNo')) },
      ]}
      renderEditor={({ item, others, onDone, onConflict }) => (
        <PharmacyEditor patientId={patientId} pharmacy={item} others={others} onDone={onDone} onConflict={onConflict} />
      )}
    />
  );
}
