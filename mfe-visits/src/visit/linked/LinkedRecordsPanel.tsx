/**
 * One Linked* sub-page of a visit (LinkedLabs, LinkedDIs, LinkedProcedures, LinkedReferrals,
 * LinkedVisits): the patient's records of the page's kind linked to this visit, each with
 * unlink, and the patient's records of that kind linked to no visit, each with link. A record
 * opens where it lives (its chart page; a visit, its own page). A new lab, imaging study,
 * procedure or referral is added in place, linked to the visit, with the chart's own form (the
 * patients remote fills the `chart-record-form` extension slot).
 */
import type { AppAbility } from '@emr/domain';
import {
  Bidi,
  CHART_RECORD_FORM_KINDS,
  type ChartRecordFormKind,
  DataTable,
  type DataTableColumn,
  ExtensionSlot,
  RequireAbility,
  RouterLink,
  StateView,
  formatDateTime,
  hasExtension,
  toAppError,
  useAbility,
  useNotify,
} from '@emr/shared-ui';
import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular } from '@emr/shared-ui/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Visit } from '../../shared/visit.resource.ts';
import { type LinkableRecord, useLinkToVisit, useLinkableRecords } from './linked.resource.ts';
import { LINKED_KINDS, type LinkedSubPage } from './linkedKinds.ts';

const useStyles = makeStyles({
  section: { display: 'grid', gap: tokens.spacingVerticalS, marginBlockEnd: tokens.spacingVerticalXL },
  actions: { display: 'flex', marginBlockEnd: tokens.spacingVerticalL },
});

const isChartFormKind = (kind: string): kind is ChartRecordFormKind => (CHART_RECORD_FORM_KINDS as readonly string[]).includes(kind);

export interface LinkedRecordsPanelProps {
  subPage: LinkedSubPage;
  visit: Visit;
}

export function LinkedRecordsPanel({ subPage, visit }: LinkedRecordsPanelProps) {
  return (
    <RequireAbility can={{ action: 'read', subject: LINKED_KINDS[subPage].kind }}>
      <LinkedRecords subPage={subPage} visit={visit} />
    </RequireAbility>
  );
}

function LinkedRecords({ subPage, visit }: LinkedRecordsPanelProps) {
  const { t, i18n } = useTranslation('visits');
  const styles = useStyles();
  const notify = useNotify();
  const settings = LINKED_KINDS[subPage];
  const list = useLinkableRecords(settings, visit.patientId, visit.id);
  const link = useLinkToVisit();
  const ability = useAbility<AppAbility>();
  const canLink = ability.can('update', settings.kind, 'LinkedToVisit');
  const [adding, setAdding] = useState(false);
  const formKind = isChartFormKind(settings.kind) && hasExtension('chart-record-form') && ability.can('create', settings.kind) ? settings.kind : null;
  const text = (key: 'column' | 'linked' | 'available' | 'empty' | 'add') => t(`visitPage.${subPage}.${key}`);
  const closeForm = () => {
    setAdding(false);
    void list.refetch();
  };
  const nameOf = (r: LinkableRecord) => r.details[0] ?? text('column');

  const change = (r: LinkableRecord, visitId: string | null) =>
    link.mutate(
      { record: r.record, visitId },
      {
        onSuccess: () => notify('success', t(visitId ? 'visitPage.linked' : 'visitPage.unlinked', { record: nameOf(r) })),
        onError: (error) => notify('error', t('visitPage.linkFailed'), toAppError(error).message),
      },
    );
  const columns = (action: 'link' | 'unlink'): DataTableColumn<LinkableRecord>[] => [
    { id: 'date', header: t('visitPage.date'), cell: (r) => <Bidi>{formatDateTime(r.date, i18n.language)}</Bidi>, sortValue: (r) => r.date },
    { id: 'record', header: text('column'), cell: (r) => <RouterLink to={settings.href(r)}>{nameOf(r)}</RouterLink>, sortValue: nameOf },
    { id: 'details', header: t('visitPage.details'), cell: (r) => r.details.slice(1).join(' · ') || '—' },
    {
      id: 'action',
      header: t('visitPage.action'),
      cell: (r) =>
        canLink ? (
          <Button size="small" disabled={link.isPending} aria-label={t(`visitPage.${action}One`, { record: nameOf(r) })} onClick={() => change(r, action === 'link' ? visit.id : null)}>
            {t(`visitPage.${action}`)}
          </Button>
        ) : null,
    },
  ];
  const section = (title: string, items: LinkableRecord[], action: 'link' | 'unlink', empty: string) => (
    <section className={styles.section} aria-label={title}>
      <Text as="h2" size={500} weight="semibold">
        {title}
      </Text>
      {items.length ? <DataTable items={items} columns={columns(action)} getRowId={(r) => r.id} ariaLabel={title} /> : <Text>{empty}</Text>}
    </section>
  );

  return (
    <>
      {formKind && (
        <div className={styles.actions}>
          <Button icon={<AddRegular />} onClick={() => setAdding(true)}>
            {text('add')}
          </Button>
          {adding && <ExtensionSlot slot="chart-record-form" props={{ kind: formKind, patientId: visit.patientId, fixed: { LinkedToVisit: visit.id }, onClose: closeForm }} />}
        </div>
      )}
      <StateView
        isLoading={list.isLoading}
        error={list.error}
        isEmpty={!list.isLoading && !list.linked.length && !list.available.length}
        onRetry={() => void list.refetch()}
        emptyTitle={text('empty')}
      >
        {section(text('linked'), list.linked, 'unlink', t('visitPage.noneLinked'))}
        {section(text('available'), list.available, 'link', t('visitPage.noneAvailable'))}
      </StateView>
    </>
  );
}
