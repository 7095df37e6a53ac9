/** /apps/visits/sending: completed visits not yet billed, each sent to billing in one click (a draft claim, once). */
import { type AppAbility, paths } from '@emr/domain';
import { Bidi, DataTable, type DataTableColumn, PageHeader, RouterLink, StateView, formatDateTime, toAppError, useAbility, useNotify } from '@emr/shared-ui';
import { Button } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { usePatientNames, useProviders } from '../shared/people.resource.ts';
import type { Visit } from '../shared/visit.resource.ts';
import { useSendToBilling, useVisitsToSend } from './sending.resource.ts';

export function SendingPage() {
  const { t, i18n } = useTranslation('visits');
  const notify = useNotify();
  const list = useVisitsToSend();
  const send = useSendToBilling();
  const names = usePatientNames(list.visits.map((v) => v.patientId));
  const { nameOf } = useProviders();
  const canSend = useAbility<AppAbility>().can('read', 'Claim');
  const patientOf = (v: Visit) => names.get(v.patientId) ?? t('board.unknownPatient', { id: v.patientId });
  const columns = ([
    { id: 'time', header: t('visit.when'), cell: (v) => <RouterLink to={paths.visitEdit(v.id, 'WrapUp')}><Bidi>{formatDateTime(v.date, i18n.language)}</Bidi></RouterLink> },
    { id: 'patient', header: t('board.columns.patient'), cell: (v) => <Bidi>{patientOf(v)}</Bidi> },
    { id: 'type', header: t('board.columns.type'), cell: (v) => t(`types.${v.type}`, { defaultValue: v.type }) },
    { id: 'provider', header: t('board.columns.provider'), cell: (v) => <Bidi>{nameOf(v.providerId)}</Bidi> },
    {
      id: 'send',
      header: t('sending.action'),
      cell: (v) =>
        canSend ? (
          <Button
            size="small"
            appearance="primary"
            disabled={send.isPending}
            aria-label={t('sending.sendOne', { patient: patientOf(v) })}
            onClick={() =>
              send.mutate(v.id, {
                onSuccess: (sent) => notify('success', t('sending.sent', { patient: patientOf(v), claim: sent.claim.Claim ?? sent.claim.id })),
                onError: (error) => notify('error', t('sending.failed'), toAppError(error).message),
              })
            }
          >
            {t('sending.send')}
          </Button>
        ) : null,
    },
  ] satisfies DataTableColumn<Visit>[]).map((column): DataTableColumn<Visit> => ({ ...column, sortable: false }));

  return (
    <div>
      <PageHeader title={t('sending.title')} subtitle={t('sending.subtitle')} />
      <StateView isLoading={list.isLoading} error={list.error} isEmpty={list.isEmpty} onRetry={list.refetch} emptyTitle={t('sending.empty')}>
        <DataTable items={list.visits} columns={columns} getRowId={(v) => v.id} ariaLabel={t('sending.tableLabel')} pager={list.pager} />
      </StateView>
    </div>
  );
}
