/** The columns of an RPM month table (tracking, month close): patient, the device's 30-day period, its device days, minutes, codes, status. */
import { paths, withQuery } from '@emr/domain';
import { Bidi, type DataTableColumn, RouterLink, formatDate } from '@emr/shared-ui';
import { useTranslation } from 'react-i18next';
import { CodeBadges, codeText } from '../shared/CodeBadges.tsx';
import type { RpmPatientMonth } from './rpm.resource.ts';

const status = (row: RpmPatientMonth) => (row.closed ? 'closed' : row.summary.codes.length > 0 ? 'billable' : 'none');

export function useRpmColumns(): DataTableColumn<RpmPatientMonth>[] {
  const { t, i18n } = useTranslation('programs');
  const period = (row: RpmPatientMonth) =>
    row.summary.period ? `${formatDate(row.summary.period.start, i18n.language)} – ${formatDate(row.summary.period.end, i18n.language)}` : row.enrolment.device.start ? t('rpm.noPeriod') : '—';
  return [
    {
      id: 'patient',
      header: t('tracking.columns.patient'),
      cell: (row) => <RouterLink to={withQuery(paths.programPage('rpm', 'rpm'), { enrolment: row.enrolment.id })}>{row.patient.name}</RouterLink>,
      sortValue: (row) => row.patient.name,
    },
    { id: 'period', header: t('rpm.period'), cell: (row) => <Bidi>{period(row)}</Bidi>, sortValue: (row) => row.summary.period?.start ?? '' },
    { id: 'days', header: t('rpm.deviceDays'), cell: (row) => <Bidi>{String(row.summary.deviceDays)}</Bidi>, sortValue: (row) => row.summary.deviceDays },
    { id: 'minutes', header: t('tracking.columns.minutes'), cell: (row) => <Bidi>{String(row.summary.managementMinutes)}</Bidi>, sortValue: (row) => row.summary.managementMinutes },
    { id: 'codes', header: t('tracking.columns.codes'), cell: (row) => <CodeBadges codes={row.summary.codes} empty="—" />, sortValue: (row) => codeText(row.summary.codes) },
    { id: 'status', header: t('tracking.columns.status'), cell: (row) => t(`rpm.status.${status(row)}`), sortValue: (row) => status(row) },
  ];
}
