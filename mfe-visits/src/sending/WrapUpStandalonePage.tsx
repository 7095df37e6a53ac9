/**
 * /apps/visits/sending/WrapUpStandalone: the wrap-up without the visit frame. The completed
 * visits not yet sent to billing (the sending list); the one picked (`?visitId=`, so a reload
 * keeps it) shows the same wrap-up as the visit page. For the roles that may write a wrap-up.
 */
import { type AppAbility, paths, withQuery } from '@emr/domain';
import { Bidi, DataTable, type DataTableColumn, NotAuthorizedPanel, PageHeader, RouterLink, StateView, formatDateTime, useAbility } from '@emr/shared-ui';
import { makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { usePatientNames, useProviders } from '../shared/people.resource.ts';
import { type Visit, toVisit } from '../shared/visit.resource.ts';
import { useVisitRow } from '../visit/visitPage.resource.ts';
import { VisitWrapUp } from '../visit/VisitWrapUp.tsx';
import { useVisitsToSend } from './sending.resource.ts';

const useStyles = makeStyles({
  back: { display: 'block', marginBlockEnd: tokens.spacingVerticalM },
});

export function WrapUpStandalonePage() {
  const [search] = useSearchParams();
  const visitId = search.get('visitId');
  // the wrap-up is clinical: billing and dark, who read the visit list, may not write it
  if (!useAbility<AppAbility>().can('update', 'Visit', 'WrapUps')) return <NotAuthorizedPanel />;
  return visitId ? <StandaloneWrapUp visitId={visitId} /> : <VisitsToWrapUp />;
}

function VisitsToWrapUp() {
  const { t, i18n } = useTranslation('visits');
  const list = useVisitsToSend();
  const names = usePatientNames(list.visits.map((v) => v.patientId));
  const { nameOf } = useProviders();
  const patientOf = (v: Visit) => names.get(v.patientId) ?? t('board.unknownPatient', { id: v.patientId });
  const columns: DataTableColumn<Visit>[] = [
    { id: 'time', header: t('visit.when'), cell: (v) => <Bidi>{formatDateTime(v.date, i18n.language)}</Bidi> },
    { id: 'patient', header: t('board.columns.patient'), cell: (v) => <Bidi>{patientOf(v)}</Bidi> },
    { id: 'type', header: t('board.columns.type'), cell: (v) => t(`types.${v.type}`, { defaultValue: v.type }) },
    { id: 'provider', header: t('board.columns.provider'), cell: (v) => <Bidi>{nameOf(v.providerId)}</Bidi> },
    {
      id: 'open',
      header: t('visitPage.action'),
      cell: (v) => (
        <RouterLink to={withQuery(paths.visitWrapUpStandalone(), { visitId: v.id })} aria-label={t('visitPage.standalone.chooseOne', { patient: patientOf(v) })}>
          {t('visitPage.standalone.choose')}
        </RouterLink>
      ),
    },
  ];
  return (
    <div>
      <PageHeader title={t('visitPage.standalone.title')} subtitle={t('visitPage.standalone.subtitle')} />
      <StateView isLoading={list.isLoading} error={list.error} isEmpty={list.isEmpty} onRetry={list.refetch} emptyTitle={t('visitPage.standalone.empty')}>
        <DataTable items={list.visits} columns={columns} getRowId={(v) => v.id} ariaLabel={t('visitPage.standalone.tableLabel')} pager={list.pager} />
      </StateView>
    </div>
  );
}

function StandaloneWrapUp({ visitId }: { visitId: string }) {
  const { t } = useTranslation('visits');
  const styles = useStyles();
  const query = useVisitRow(visitId);
  const row = query.data ?? null;
  const visit = row ? toVisit(row) : null;
  const names = usePatientNames(visit ? [visit.patientId] : []);
  const patient = visit ? (names.get(visit.patientId) ?? t('board.unknownPatient', { id: visit.patientId })) : '';
  return (
    <div>
      <PageHeader title={visit ? t('visitPage.standalone.wrapUpOf', { patient }) : t('visitPage.standalone.title')} />
      <RouterLink className={styles.back} to={paths.visitWrapUpStandalone()}>
        {t('visitPage.standalone.back')}
      </RouterLink>
      <StateView isLoading={query.isLoading} error={query.error} isEmpty={!query.isLoading && !row} onRetry={() => void query.refetch()} emptyTitle={t('visit.notFound')}>
        {visit && row && <VisitWrapUp row={row} visit={visit} />}
      </StateView>
    </div>
  );
}
