/**
 * The claims behind an A/R aging figure: the receivable claims its cell sums, read when a figure is
 * opened (a patient's row: that patient's claims; else every receivable claim), each opening the claim.
 */
import { type AgingFigure, inAgingCell, isReceivable } from '@emr/domain/billing';
import { paths } from '@emr/domain';
import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text, makeStyles } from '@fluentui/react-components';
import { Bidi, RouterLink, StateView, formatDate, formatMoney } from '@emr/shared-ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { usePatientClaims } from '../ledger/ledger.resource.ts';
import { useReceivableClaims } from './reports.resource.ts';

const useStyles = makeStyles({ num: { textAlign: 'end' } });

export interface AgingClaimsProps {
  figure: AgingFigure;
  label: string;
  today: string;
}

export function AgingClaims({ figure, label, today }: AgingClaimsProps) {
  const { t, i18n } = useTranslation('billing');
  const styles = useStyles();
  const patientId = figure.groupBy === 'patient' ? figure.key : null;
  const all = useReceivableClaims(patientId === null);
  const patient = usePatientClaims(patientId ?? '');
  const receivables = patientId === null ? all : { ...patient, data: patient.claims.filter((claim) => isReceivable(claim.status, claim.remainingCents)) };
  const claims = useMemo(() => (receivables.data ?? []).filter((claim) => inAgingCell(claim, figure, today)).sort((a, b) => a.serviceDate.localeCompare(b.serviceDate) || a.number.localeCompare(b.number)), [receivables.data, figure, today]);
  return (
    <section aria-labelledby="aging-claims-title">
      <Text as="h2" id="aging-claims-title" size={500} weight="semibold">
        {t('reports.claimsBehind', { what: label })}
      </Text>
      <StateView isLoading={receivables.isLoading} error={receivables.error} onRetry={() => void receivables.refetch()} isEmpty={claims.length === 0} emptyTitle={t('reports.empty')}>
        <Table aria-labelledby="aging-claims-title" size="small">
          <TableHeader>
            <TableRow>
              <TableHeaderCell>{t('patientPayment.claim')}</TableHeaderCell>
              <TableHeaderCell>{t('reports.patient')}</TableHeaderCell>
              <TableHeaderCell>{t('reports.payer')}</TableHeaderCell>
              <TableHeaderCell>{t('patientPayment.serviceDate')}</TableHeaderCell>
              <TableHeaderCell className={styles.num}>{t('preview.remaining')}</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {claims.map((claim) => (
              <TableRow key={claim.id}>
                <TableCell>
                  <RouterLink to={paths.claimAdd({ claimId: claim.id })}>
                    <Bidi>{claim.number || claim.id}</Bidi>
                  </RouterLink>
                </TableCell>
                <TableCell>
                  <Bidi>{claim.patientId}</Bidi>
                </TableCell>
                <TableCell>
                  <Bidi>{claim.payer || t('reports.noPayer')}</Bidi>
                </TableCell>
                <TableCell>{formatDate(claim.serviceDate, i18n.language)}</TableCell>
                <TableCell className={styles.num}>
                  <Bidi>{formatMoney(claim.remainingCents, i18n.language)}</Bidi>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </StateView>
    </section>
  );
}
