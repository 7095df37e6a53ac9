/**
 * /apps/visits/edit/{visitID} and its sub-pages: the visit's header (patient, status, time,
 * provider, check-in and check-out, payment status) with its next status moves, then its status
 * history (no sub-page), the records linked to the visit (Linked*), the vitals taken at it, or
 * the wrap-up checklist. Any other sub-page answers with the kit's not-found panel.
 */
import { type VisitSubPage, paths, withQuery } from '@emr/domain';
import { Bidi, NotFoundPanel, PageHeader, RouterLink, StateView, formatDateTime } from '@emr/shared-ui';
import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { usePatientNames, useProviders } from '../shared/people.resource.ts';
import { StatusMoves } from '../shared/StatusMoves.tsx';
import { toVisit } from '../shared/visit.resource.ts';
import { VisitStatusBadge } from '../shared/VisitStatusBadge.tsx';
import { useVisitRow } from './visitPage.resource.ts';
import { LinkedRecordsPanel } from './linked/LinkedRecordsPanel.tsx';
import { LINKED_SUB_PAGES, isLinkedSubPage } from './linked/linkedKinds.ts';
import { VisitStatusHistory } from './VisitStatusHistory.tsx';
import { VisitVitalsPanel } from './vitals/VisitVitalsPanel.tsx';
import { VisitWrapUp } from './VisitWrapUp.tsx';

const useStyles = makeStyles({
  facts: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))', gap: tokens.spacingHorizontalL, marginBlockEnd: tokens.spacingVerticalL },
  fact: { display: 'grid', gap: tokens.spacingVerticalXXS, justifyItems: 'start' },
  links: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL, marginBlockEnd: tokens.spacingVerticalL },
  current: { fontWeight: tokens.fontWeightSemibold, textDecorationLine: 'underline' },
});

const SUB_PAGES: readonly VisitSubPage[] = [...LINKED_SUB_PAGES, 'Vitals', 'WrapUp'];

export function VisitEditPage() {
  const { t, i18n } = useTranslation('visits');
  const styles = useStyles();
  const { visitId = '', subPage } = useParams();
  const query = useVisitRow(visitId || null);
  const row = query.data ?? null;
  const visit = row ? toVisit(row) : null;
  const names = usePatientNames(visit ? [visit.patientId] : []);
  const { nameOf } = useProviders();
  if (subPage && !SUB_PAGES.includes(subPage as VisitSubPage)) return <NotFoundPanel />;
  const patient = visit ? (names.get(visit.patientId) ?? t('board.unknownPatient', { id: visit.patientId })) : '';
  const fact = (label: string, value: string) => (
    <div className={styles.fact}>
      <Text size={200}>{label}</Text>
      <Text weight="semibold">{value ? <Bidi>{value}</Bidi> : '—'}</Text>
    </div>
  );

  return (
    <div>
      <PageHeader title={visit ? t('visit.title', { patient }) : t('visit.loadingTitle')} subtitle={visit ? t(`types.${visit.type}`, { defaultValue: visit.type }) : undefined} actions={visit ? <StatusMoves visit={visit} patient={patient} /> : undefined} />
      <StateView isLoading={query.isLoading} error={query.error} isEmpty={!query.isLoading && !row} onRetry={() => void query.refetch()} emptyTitle={t('visit.notFound')}>
        {visit && row && (
          <>
            <div className={styles.facts}>
              <div className={styles.fact}>
                <Text size={200}>{t('board.columns.status')}</Text>
                <VisitStatusBadge status={visit.status} />
              </div>
              {fact(t('visit.when'), formatDateTime(visit.date, i18n.language))}
              {fact(t('board.columns.provider'), nameOf(visit.providerId))}
              {fact(t('visit.checkIn'), visit.checkIn ? formatDateTime(visit.checkIn, i18n.language) : '')}
              {fact(t('visit.checkOut'), visit.checkOut ? formatDateTime(visit.checkOut, i18n.language) : '')}
              {fact(t('visit.payment'), visit.paymentStatus && t(`visit.paymentStatuses.${visit.paymentStatus}`, { defaultValue: visit.paymentStatus }))}
              {fact(t('board.columns.reason'), visit.reason || visit.cancellationReason)}
            </div>
            <nav className={styles.links} aria-label={t('visit.pages')}>
              <RouterLink to={paths.patientChart(visit.patientId)}>{t('visit.chart')}</RouterLink>
              <RouterLink to={withQuery(paths.visitsScribe(), { visitId: visit.id })}>{t('visit.note')}</RouterLink>
              {SUB_PAGES.map((page) => (
                <RouterLink key={page} to={paths.visitEdit(visit.id, page)} aria-current={page === subPage ? 'page' : undefined} className={page === subPage ? styles.current : undefined}>
                  {page === 'WrapUp' ? t('wrapUp.title') : t(`visitPage.${page}.tab`)}
                </RouterLink>
              ))}
            </nav>
            {!subPage && <VisitStatusHistory row={row} />}
            {isLinkedSubPage(subPage) && <LinkedRecordsPanel key={subPage} subPage={subPage} visit={visit} />}
            {subPage === 'Vitals' && <VisitVitalsPanel visit={visit} />}
            {subPage === 'WrapUp' && <VisitWrapUp row={row} visit={visit} />}
          </>
        )}
      </StateView>
    </div>
  );
}
