/**
 * The chart's access log (admin only, HIPAA §164.312(b)): who viewed this patient's records
 * and who changed them, with the staff member, the local time and the kind of record, filtered
 * by person and by day, a page at a time from the server.
 */
import { StateView, TablePager, formatDateTime } from '@emr/shared-ui';
import { Button, Field, Input, Select, Tab, TabList, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { SectionTitle } from '../../clinical/shared/SectionTitle.tsx';
import { useStaffNames } from '../../staffNames.resource.ts';
import { type ActivityFilter, type ActivityKind, usePatientActivity, useStaff } from './accessLog.resource.ts';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  filters: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL, alignItems: 'flex-end' },
  filter: { minInlineSize: '12rem' },
  wrap: { overflowX: 'auto' },
  table: { borderCollapse: 'collapse', inlineSize: '100%' },
  cell: {
    textAlign: 'start',
    paddingBlock: tokens.spacingVerticalS,
    paddingInline: tokens.spacingHorizontalS,
    borderBlockEndWidth: tokens.strokeWidthThin,
    borderBlockEndStyle: 'solid',
    borderBlockEndColor: tokens.colorNeutralStroke2,
  },
});

const NO_FILTER: ActivityFilter = { userId: '', from: '', to: '' };

export function AccessLogPage() {
  const { t, i18n } = useTranslation('patients');
  const styles = useStyles();
  const patientId = useParams()['patientId'] ?? '';
  const [kind, setKind] = useState<ActivityKind>('views');
  const [filter, setFilter] = useState<ActivityFilter>(NO_FILTER);
  const badRange = filter.from !== '' && filter.to !== '' && filter.from > filter.to;
  const activity = usePatientActivity(kind, badRange ? '' : patientId, filter);
  const staff = useStaff();
  const staffName = useStaffNames();

  const change = (next: Partial<ActivityFilter>) => setFilter((current) => ({ ...current, ...next }));
  const kindName = (value: string) => t(`accessLog.kinds.${value}`, { defaultValue: value });
  const actionName = (value: string) => t(`accessLog.actions.${value}`, { defaultValue: value });

  return (
    <section className={styles.root}>
      <SectionTitle title={t('accessLog.title')} />
      <Text>{t('accessLog.intro')}</Text>
      <div role="group" aria-label={t('accessLog.filters.label')} className={styles.filters}>
        <Field label={t('accessLog.filters.user')} className={styles.filter}>
          <Select value={filter.userId} onChange={(_event, data) => change({ userId: data.value })}>
            <option value="">{t('accessLog.filters.anyone')}</option>
            {staff.map((person) => (
              <option key={person.id} value={person.id}>
                {person.name}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t('accessLog.filters.from')} className={styles.filter}>
          <Input type="date" value={filter.from} onChange={(_event, data) => change({ from: data.value })} />
        </Field>
        <Field label={t('accessLog.filters.to')} className={styles.filter} validationMessage={badRange ? t('accessLog.filters.badRange') : undefined}>
          <Input type="date" value={filter.to} onChange={(_event, data) => change({ to: data.value })} />
        </Field>
        <Button disabled={filter === NO_FILTER} onClick={() => change(NO_FILTER)}>
          {t('accessLog.filters.clear')}
        </Button>
      </div>
      <TabList
        aria-label={t('accessLog.tabs.label')}
        selectedValue={kind}
        onTabSelect={(_event, data) => setKind(data.value as ActivityKind)}
      >
        <Tab value="views">{t('accessLog.tabs.views')}</Tab>
        <Tab value="changes">{t('accessLog.tabs.changes')}</Tab>
      </TabList>
      <StateView
        isLoading={activity.isLoading && !badRange}
        error={activity.error}
        onRetry={() => void activity.refetch()}
        isEmpty={badRange || activity.isEmpty}
        emptyTitle={t(kind === 'views' ? 'accessLog.emptyViews' : 'accessLog.emptyChanges')}
      >
        <div className={styles.wrap}>
          <table className={styles.table} aria-label={t(kind === 'views' ? 'accessLog.tabs.views' : 'accessLog.tabs.changes')}>
            <thead>
              <tr>
                <th className={styles.cell} scope="col">{t('accessLog.columns.when')}</th>
                <th className={styles.cell} scope="col">{t('accessLog.columns.who')}</th>
                <th className={styles.cell} scope="col">{t('accessLog.columns.action')}</th>
                <th className={styles.cell} scope="col">{t('accessLog.columns.record')}</th>
              </tr>
            </thead>
            <tbody>
              {activity.entries.map((entry) => (
                <tr key={entry.id}>
                  <td className={styles.cell}>{formatDateTime(entry.at, i18n.language)}</td>
                  <td className={styles.cell}>
                    <bdi>{staffName({ by: entry.userId, byName: entry.userName }) ?? t('accessLog.unknownStaff')}</bdi>
                  </td>
                  <td className={styles.cell}>{actionName(entry.action)}</td>
                  <td className={styles.cell}>{kindName(entry.kind)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <TablePager label={t('accessLog.pages')} pager={activity.pager} />
      </StateView>
    </section>
  );
}
