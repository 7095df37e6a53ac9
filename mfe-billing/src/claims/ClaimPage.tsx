/**
 * /apps/claim/add: a new claim (from a patient search, or `?patientId=` / `?visitId=`), or the
 * draft `?claimId=` names (visits' "sending" creates them). The billing role starts here.
 */
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { PageHeader, StateView, useRecord } from '@emr/shared-ui';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ClaimForm } from './ClaimForm.tsx';
import { PatientPicker } from './PatientPicker.tsx';
import { usePatient, useStoredClaim } from './claim.resource.ts';
import { type ClaimDraft, emptyLine } from './claimDraft.ts';

const useStyles = makeStyles({ change: { marginBlockEnd: tokens.spacingVerticalM } });

function newDraft(patientId: string, visitId: string): ClaimDraft {
  return {
    patientId,
    visitId,
    insuranceName: '',
    insuranceClass: '',
    memberId: '',
    providerId: '',
    placeOfService: '11',
    serviceDate: '',
    diagnoses: ['', '', '', ''],
    lines: [emptyLine()],
  };
}

export function ClaimPage() {
  const { t } = useTranslation('billing');
  const styles = useStyles();
  const [params, setParams] = useSearchParams();
  const claimId = params.get('claimId') ?? '';
  const visitId = params.get('visitId') ?? '';
  const visit = useRecord(visitId && !claimId ? visitId : null, { selectionSet: ['id', 'EntityType', 'Version', 'PatientID'] });
  const claim = useStoredClaim(claimId);
  const patientId = claim.stored?.header.patientId ?? params.get('patientId') ?? (typeof visit.data?.['PatientID'] === 'string' ? visit.data['PatientID'] : '');
  const patient = usePatient(patientId);

  return (
    <>
      <PageHeader title={claim.stored?.number ? t('claim.titleOf', { number: claim.stored.number }) : t('claim.title')} subtitle={t('claim.subtitle')} />
      <StateView
        isLoading={claim.isLoading || visit.isLoading}
        error={claim.error ?? visit.error}
        onRetry={claim.refetch}
        isEmpty={claim.notFound}
        emptyTitle={t('claim.notFound')}
      >
        {patientId ? (
          <>
            {!claimId && (
              <Button className={styles.change} onClick={() => setParams({})}>
                {t('patient.change')}
              </Button>
            )}
            <ClaimForm key={claimId || patientId} initial={claim.stored ? { ...claim.stored.header, lines: claim.stored.lines } : newDraft(patientId, visitId)} stored={claim.stored} patient={patient.patient} />
          </>
        ) : (
          <PatientPicker onPick={(picked) => setParams({ patientId: picked.patientId })} />
        )}
      </StateView>
    </>
  );
}
