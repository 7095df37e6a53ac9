/**
 * The medical programs' index: the patients enrolled now in each of its programs, with the
 * links to the programs' pages.
 */
import { type PROGRAMS, paths, queries } from '@emr/domain';
import { Bidi, DataTable, PageHeader, RouterLink, StateView, formatDate, records, useClinicId } from '@emr/shared-ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MEDICAL_PAGES, ProgramNav } from '../shared/ProgramNav.tsx';
import { ENROLMENT_FIELDS, type Enrolment, toEnrolment, usePatientNames } from '../ccm/careProgram.resource.ts';

type Program = (typeof PROGRAMS)[number];

export interface ProgramOverviewPageProps {
  area: 'medical';
  programs: readonly Program[];
}

function useActiveEnrolments(programs: readonly Program[]) {
  const clinicId = useClinicId();
  return useQuery({
    queryKey: ['emr', 'programOverview', clinicId, programs],
    queryFn: async () => {
      const lists = await Promise.all(
        programs.map(async (program) => {
          const rows: Enrolment[] = [];
          for await (const page of records.pages(queries.enrolledInProgram(clinicId!, program), { selectionSet: ENROLMENT_FIELDS })) rows.push(...page.map(toEnrolment));
          return rows;
        }),
      );
      return lists.flat();
    },
    enabled: clinicId !== null,
  });
}

export function ProgramOverviewPage({ area, programs }: ProgramOverviewPageProps) {
  const { t, i18n } = useTranslation('programs');
  const enrolments = useActiveEnrolments(programs);
  const names = usePatientNames(enrolments.data?.map((e) => e.patientId) ?? []);
  const rows = enrolments.data && names.data ? enrolments.data.map((enrolment) => ({ enrolment, name: names.data.get(enrolment.patientId)?.name ?? enrolment.patientId })) : undefined;
  const error = enrolments.error ?? names.error;
  return (
    <>
      <PageHeader title={t(`programs.${area}`)} subtitle={t('overview.subtitle')} />
      <ProgramNav program="medical" pages={MEDICAL_PAGES} />
      <StateView isLoading={!rows && !error} error={error} isEmpty={rows?.length === 0} emptyTitle={t('overview.empty')} onRetry={() => void enrolments.refetch()}>
        <DataTable
          items={rows ?? []}
          getRowId={(row) => row.enrolment.id}
          ariaLabel={t('overview.tableLabel')}
          initialPageSize={25}
          initialSort={{ column: 'patient', direction: 'ascending' }}
          columns={[
            { id: 'patient', header: t('overview.columns.patient'), cell: (row) => <RouterLink to={paths.patientChart(row.enrolment.patientId)}>{row.name}</RouterLink>, sortValue: (row) => row.name },
            { id: 'program', header: t('overview.columns.program'), cell: (row) => t(`programs.${row.enrolment.program}`, { defaultValue: row.enrolment.program }), sortValue: (row) => row.enrolment.program },
            { id: 'since', header: t('overview.columns.since'), cell: (row) => <Bidi>{formatDate(row.enrolment.consentDate, i18n.language)}</Bidi>, sortValue: (row) => row.enrolment.consentDate },
          ]}
        />
      </StateView>
    </>
  );
}
