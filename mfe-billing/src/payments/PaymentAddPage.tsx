/**
 * /apps/payment/add: post an insurance payment (an EOB on one claim) or a patient payment.
 * `?claimId=` opens the claim; `?patientId=` the patient; else a patient search comes first.
 */
import { Select, Field, Tab, TabList, makeStyles, tokens } from '@fluentui/react-components';
import { Bidi, PageHeader, StateView, formatDate, formatMoney, isolate } from '@emr/shared-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { PatientPicker } from '../claims/PatientPicker.tsx';
import { usePatient } from '../claims/claim.resource.ts';
import { useClaimLedger, usePatientClaims } from '../ledger/ledger.resource.ts';
import { EobPosting } from './EobPosting.tsx';
import { PatientPayment } from './PatientPayment.tsx';
import { PostingsTable } from './PostingsTable.tsx';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  claimPick: { maxInlineSize: '32rem', '& .fui-Select': { inlineSize: '100%', minInlineSize: 0 }, '& .fui-Select__select': { minInlineSize: 0, textOverflow: 'ellipsis' } },
});

type Mode = 'insurance' | 'patient';

function ClaimChooser({ patientId, claimId, onPick }: { patientId: string; claimId: string; onPick: (id: string) => void }) {
  const { t, i18n } = useTranslation('billing');
  const styles = useStyles();
  const { claims } = usePatientClaims(patientId);
  return (
    <Field className={styles.claimPick} label={t('payment.claim')}>
      <Select value={claimId} onChange={(_, data) => onPick(data.value)}>
        <option value="">{t('payment.chooseClaim')}</option>
        {claims
          .filter((c) => c.status !== 'Draft')
          .map((c) => (
            <option key={c.id} value={c.id}>
              {`${isolate(c.number || c.id)} · ${formatDate(c.serviceDate, i18n.language)} · ${isolate(c.payer)} · ${isolate(formatMoney(c.remainingCents, i18n.language))}`}
            </option>
          ))}
      </Select>
    </Field>
  );
}

export function PaymentAddPage() {
  const { t } = useTranslation('billing');
  const styles = useStyles();
  const [params, setParams] = useSearchParams();
  const [mode, setMode] = useState<Mode>('insurance');
  const claimId = params.get('claimId') ?? '';
  const claim = useClaimLedger(claimId);
  const patientId = params.get('patientId') ?? claim.ledger?.summary.patientId ?? '';
  const { patient } = usePatient(patientId);
  const pick = (next: Record<string, string>) => setParams(Object.fromEntries(Object.entries(next).filter(([, v]) => v)));

  return (
    <div className={styles.root}>
      <PageHeader title={t('payment.title')} subtitle={patient ? `${patient.name} · ${patient.patientId}` : t('payment.subtitle')} />
      <TabList selectedValue={mode} onTabSelect={(_, data) => setMode(data.value as Mode)} aria-label={t('payment.kind')}>
        <Tab value="insurance">{t('payment.insurance')}</Tab>
        <Tab value="patient">{t('payment.patient')}</Tab>
      </TabList>
      {!patientId ? (
        <PatientPicker onPick={(picked) => pick({ patientId: picked.patientId })} />
      ) : mode === 'patient' ? (
        <PatientPayment patientId={patientId} claimId={claimId} />
      ) : (
        <>
          <ClaimChooser patientId={patientId} claimId={claimId} onPick={(id) => pick({ patientId, claimId: id })} />
          {claimId && (
            <StateView isLoading={claim.isLoading} error={claim.error} onRetry={claim.refetch} isEmpty={claim.notFound || claim.ledger?.charges.length === 0} emptyTitle={t('payment.noLines')}>
              {claim.ledger && (
                <>
                  <Bidi>{`${claim.ledger.summary.number} · ${claim.ledger.summary.payer}`}</Bidi>
                  <EobPosting key={claimId} ledger={claim.ledger} />
                  <PostingsTable ledger={claim.ledger} />
                </>
              )}
            </StateView>
          )}
        </>
      )}
    </div>
  );
}
