/**
 * The kidney-stone program (`StonePatients`): every enrolled patient's stone events (problems
 * N20–N23), imaging and 24-hour urine panels from the chart, and when the next panel is due
 * (`nextUrinePanelDue`); one patient's history (`?enrolment=<id>`, else the first) in three lists.
 */
import { paths, withQuery } from '@emr/domain';
import { isStoneEvent, isUrinePanel, nextUrinePanelDue } from '@emr/domain/care';
import { Bidi, DataTable, PageHeader, RouterLink, StateView, formatDate, selection, str, useClinicToday } from '@emr/shared-ui';
import { Badge, Card, CardHeader, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { MEDICAL_PAGES, ProgramNav } from '../shared/ProgramNav.tsx';
import { useMedicalPatients } from './medical.resource.ts';

const KINDS = [
  { kind: 'Diagnosis' as const, fields: selection('Diagnosis', 'StartDate') },
  { kind: 'Imaging' as const, fields: selection('ImagingType', 'DateConducted') },
  { kind: 'Lab' as const, fields: selection('LabType', 'Component', 'DateConducted', 'IsPanel') },
];

const useStyles = makeStyles({
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, marginBlockStart: tokens.spacingVerticalL },
  lists: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))', gap: tokens.spacingHorizontalL },
  list: { margin: 0, paddingInlineStart: tokens.spacingHorizontalL },
});

interface ChartEvent {
  id: string;
  day: string;
  what: string;
}

const newestFirst = (events: ChartEvent[]) => events.sort((a, b) => b.day.localeCompare(a.day));

export function StonePatientsPage() {
  const { t, i18n } = useTranslation('programs');
  const styles = useStyles();
  const [params] = useSearchParams();
  const { rows, isLoading, error, refetch } = useMedicalPatients('stone', KINDS);
  const today = useClinicToday();
  const items = rows?.map((row) => {
    const events = newestFirst((row.chart.Diagnosis ?? []).filter((d) => isStoneEvent(str(d['Diagnosis']))).map((d) => ({ id: d.id, day: str(d['StartDate']).slice(0, 10), what: str(d['Diagnosis']) })));
    const imaging = newestFirst((row.chart.Imaging ?? []).map((d) => ({ id: d.id, day: str(d['DateConducted']).slice(0, 10), what: str(d['ImagingType']) })));
    const urine = newestFirst(
      (row.chart.Lab ?? [])
        .filter((d) => isUrinePanel(`${str(d['LabType'])} ${str(d['Component'])}`))
        .map((d) => ({ id: d.id, day: str(d['DateConducted']).slice(0, 10), what: str(d['LabType']) || str(d['Component']) })),
    );
    return { ...row, events, imaging, urine, nextDue: nextUrinePanelDue(urine.map((u) => u.day), row.enrolment.consentDate) };
  });
  const selected = items?.find((row) => row.enrolment.id === params.get('enrolment')) ?? items?.[0];
  const date = (day: string | undefined) => (day ? formatDate(day, i18n.language) : t('stone.none'));
  const due = (day: string) =>
    day <= today ? (
      <Badge appearance="tint" color="danger">
        {day === today ? t('stone.dueNow') : t('stone.overdue', { date: date(day) })}
      </Badge>
    ) : (
      <Bidi>{date(day)}</Bidi>
    );
  return (
    <>
      <PageHeader title={t('programs.stone')} subtitle={t('stone.subtitle')} />
      <ProgramNav program="medical" pages={MEDICAL_PAGES} />
      <StateView isLoading={isLoading} error={error} isEmpty={items?.length === 0} emptyTitle={t('overview.empty')} onRetry={refetch}>
        <DataTable
          items={items ?? []}
          getRowId={(row) => row.enrolment.id}
          ariaLabel={t('stone.tableLabel')}
          initialPageSize={25}
          initialSort={{ column: 'patient', direction: 'ascending' }}
          columns={[
            {
              id: 'patient',
              header: t('overview.columns.patient'),
              cell: (row) => <RouterLink to={withQuery(paths.programPage('medical', 'StonePatients'), { enrolment: row.enrolment.id })}>{row.patient.name}</RouterLink>,
              sortValue: (row) => row.patient.name,
            },
            { id: 'events', header: t('stone.columns.events'), cell: (row) => <Bidi>{String(row.events.length)}</Bidi>, sortValue: (row) => row.events.length },
            { id: 'lastEvent', header: t('stone.columns.lastEvent'), cell: (row) => <Bidi>{date(row.events[0]?.day)}</Bidi>, sortValue: (row) => row.events[0]?.day ?? '' },
            { id: 'imaging', header: t('stone.columns.imaging'), cell: (row) => <Bidi>{date(row.imaging[0]?.day)}</Bidi>, sortValue: (row) => row.imaging[0]?.day ?? '' },
            { id: 'urine', header: t('stone.columns.urine'), cell: (row) => <Bidi>{date(row.urine[0]?.day)}</Bidi>, sortValue: (row) => row.urine[0]?.day ?? '' },
            { id: 'nextDue', header: t('stone.columns.nextDue'), cell: (row) => due(row.nextDue), sortValue: (row) => row.nextDue },
          ]}
        />
        {selected && (
          <Card className={styles.card} role="region" aria-label={t('stone.detail', { name: selected.patient.name })}>
            <CardHeader header={<Text as="h2" weight="semibold">{t('stone.detail', { name: selected.patient.name })}</Text>} />
            <div className={styles.lists}>
              {(
                [
                  ['eventsTitle', selected.events],
                  ['imagingTitle', selected.imaging],
                  ['urineTitle', selected.urine],
                ] as const
              ).map(([title, list]) => (
                <section key={title} aria-label={t(`stone.${title}`)}>
                  <Text as="h3" block weight="semibold">
                    {t(`stone.${title}`)}
                  </Text>
                  {list.length === 0 ? (
                    <Text as="p" block>{t('stone.nothing')}</Text>
                  ) : (
                    <ul className={styles.list}>
                      {list.map((event) => (
                        <li key={event.id}>
                          <Bidi>{date(event.day)}</Bidi> — <Bidi>{event.what}</Bidi>
                        </li>
                      ))}
                    </ul>
                  )}
                </section>
              ))}
            </div>
          </Card>
        )}
      </StateView>
    </>
  );
}
