/**
 * /apps/patients/list. A clinic may hold 100,000 patients, so the list never loads them all:
 * without a search it shows one server page at a time, sorted by the index the sort names
 * (name, PatientID or date of birth; of one status by name), with the table's one pager; a
 * search (PatientID, date of birth, phone or its last four digits, or name) runs a few index
 * queries capped at SEARCH_LIMIT rows and asks the user to refine beyond that. The CSV export
 * holds everything that matches, read page by page. On a narrow screen the rows are cards.
 */
import { type AppAbility, PATIENT_STATUSES, type PatientListOrder, isPatientSearch, paths } from '@emr/domain';
import { Bidi, DataTable, type DataTableColumn, PageHeader, StateView, type TableSort, useAbility, useDebouncedValue, usePatientSearchExamples, ageInYears, formatDate, formatName, useClinicId, useClinicToday } from '@emr/shared-ui';
import { CsvExportButton } from '@emr/shared-ui/export';
import { Button, Dropdown, Field, Link, MessageBar, MessageBarBody, Option, SearchBox, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { PersonAddRegular } from '@emr/shared-ui/icons';
import { type MouseEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { Patient } from './patient.resource.ts';
import { ALL_STATUSES, type PatientListSort, SEARCH_DEBOUNCE_MS, SEARCH_LIMIT, allMatchingPatients, usePatientPages, usePatientSearch } from './patientSearch.resource.ts';
import { PatientStatusBadge } from './PatientStatusBadge.tsx';

const useStyles = makeStyles({
  filters: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'flex-end', marginBlockEnd: tokens.spacingVerticalM },
  search: { minWidth: 'min(260px, 100%)', flexGrow: 1, maxWidth: '480px' },
  dropdown: { minWidth: '180px' },
  summary: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM, marginBlockEnd: tokens.spacingVerticalS },
  empty: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

/** The table's columns that an index orders (the others sort only search results, which are all loaded). */
const INDEX_ORDER: Record<string, PatientListOrder> = { name: 'name', patientId: 'patientId', dob: 'dob' };
const toListSort = (sort: TableSort): PatientListSort => ({ order: INDEX_ORDER[sort.column] ?? 'name', direction: sort.direction === 'descending' ? 'DESC' : 'ASC' });

/** "Lopez, Maria Ann": how a clinic files and reads names. */
export const listName = (p: Patient) => formatName({ first: p.firstName, middle: p.middleName, last: p.lastName }, 'family');

export function PatientListPage() {
  const { t, i18n } = useTranslation('patients');
  const styles = useStyles();
  const navigate = useNavigate();
  const ability = useAbility<AppAbility>();
  const clinicId = useClinicId();
  const examples = usePatientSearchExamples();
  const [term, setTerm] = useState('');
  const [status, setStatus] = useState<string>(ALL_STATUSES);
  const [sort, setSort] = useState<TableSort>({ column: 'name', direction: 'ascending' });

  const debounced = useDebouncedValue(term.trim(), SEARCH_DEBOUNCE_MS);
  const searching = isPatientSearch(debounced);
  const waiting = term.trim() !== debounced;
  const search = usePatientSearch(debounced, status);
  const browse = usePatientPages(status, toListSort(sort), !searching);
  const shown = searching ? search : browse;
  const patients = shown.patients;

  const statusLabel = (value: string) => t(`patientStatus.${value}`, { defaultValue: value });
  const genderLabel = (value: string) => (value ? t(`gender.${value}`, { defaultValue: value }) : '');
  const open = (patient: Patient) => navigate(paths.patientChart(patient.patientId));
  // browsing, a header sorts when an index serves its order (of one status, only the name)
  const indexed = (column: string) => searching || column === 'name' || (status === ALL_STATUSES && column in INDEX_ORDER);

  const columns = useMemo<DataTableColumn<Patient>[]>(() => {
    const all: DataTableColumn<Patient>[] = [
      {
        id: 'name',
        header: t('list.columns.name'),
        sortValue: listName,
        cell: (p) => (
          <Link
            href={paths.patientChart(p.patientId)}
            onClick={(event: MouseEvent) => {
              event.preventDefault();
              event.stopPropagation();
              open(p);
            }}
          >
            <Bidi>{listName(p)}</Bidi>
          </Link>
        ),
      },
      { id: 'patientId', header: t('list.columns.patientId'), sortValue: (p) => p.patientId, cell: (p) => p.patientId },
      {
        id: 'dob',
        header: t('list.columns.dob'),
        sortValue: (p) => p.dob,
        cell: (p) => {
          const age = ageInYears(p.dob);
          return age === null ? formatDate(p.dob, i18n.language) : t('list.dobWithAge', { date: formatDate(p.dob, i18n.language), age });
        },
      },
      { id: 'sex', header: t('list.columns.sex'), sortValue: (p) => genderLabel(p.gender), cell: (p) => genderLabel(p.gender) },
      { id: 'phone', header: t('list.columns.phone'), sortValue: (p) => p.cellPhone || p.homePhone, cell: (p) => p.cellPhone || p.homePhone },
      {
        id: 'place',
        header: t('list.columns.place'),
        sortValue: (p) => [p.city, p.state].filter(Boolean).join(', '),
        cell: (p) => [p.city, p.state].filter(Boolean).join(', '),
      },
      { id: 'status', header: t('list.columns.status'), sortValue: (p) => statusLabel(p.status), cell: (p) => <PatientStatusBadge status={p.status} /> },
    ];
    return all.map((column) => ({ ...column, sortable: indexed(column.id) }));
    // the labels change with the language only; navigate is stable
  }, [t, i18n.language, searching, status]);

  const changeStatus = (value: string) => {
    setStatus(value);
    // of one status the list is ordered by name (the only index of a status)
    if (value !== ALL_STATUSES) setSort((current) => (current.column === 'name' ? current : { column: 'name', direction: 'ascending' }));
  };
  const day = useClinicToday();
  const exportRows = (signal: AbortSignal) => allMatchingPatients(clinicId ?? '', searching ? debounced : '', status, toListSort(sort), signal);

  const canCreate = ability.can('create', 'Patient');
  const addButton = canCreate ? (
    <Button appearance="primary" icon={<PersonAddRegular />} onClick={() => navigate(paths.patientAdd())}>
      {t('list.add')}
    </Button>
  ) : undefined;
  const filtered = searching || status !== ALL_STATUSES;
  const emptyAction = filtered ? (
    <div className={styles.empty}>
      <Button
        onClick={() => {
          setTerm('');
          changeStatus(ALL_STATUSES);
        }}
      >
        {t('list.clearFilters')}
      </Button>
      {addButton}
    </div>
  ) : (
    addButton
  );

  return (
    <div>
      <PageHeader
        title={t('list.title')}
        subtitle={t('list.subtitle')}
        actions={
          // an empty clinic gets its call to action in the empty state instead
          patients.length > 0 || filtered ? (
            <>
              <CsvExportButton fileName={`${t('list.exportFileName')}-${day}.csv`} columns={columns} rows={exportRows} disabled={patients.length === 0 || !clinicId} />
              {addButton}
            </>
          ) : undefined
        }
      />
      <div className={styles.filters} role="search" aria-label={t('list.filters')}>
        <Field label={t('list.search')} hint={t('list.searchHint', { ...examples })} className={styles.search}>
          <SearchBox value={term} onChange={(_event, data) => setTerm(data.value)} />
        </Field>
        <Field label={t('list.statusFilter')}>
          <Dropdown
            className={styles.dropdown}
            value={status === ALL_STATUSES ? t('list.allStatuses') : statusLabel(status)}
            selectedOptions={[status]}
            onOptionSelect={(_event, data) => changeStatus(data.optionValue ?? ALL_STATUSES)}
          >
            <Option value={ALL_STATUSES}>{t('list.allStatuses')}</Option>
            {PATIENT_STATUSES.map((value) => (
              <Option key={value} value={value}>
                {statusLabel(value)}
              </Option>
            ))}
          </Dropdown>
        </Field>
        {(waiting || shown.isFetching) && <Spinner size="tiny" label={t('list.searching')} />}
      </div>
      <StateView
        isLoading={shown.isLoading}
        error={shown.error}
        isEmpty={!waiting && patients.length === 0}
        onRetry={shown.refetch}
        emptyTitle={searching ? t('list.noMatch', { term: debounced }) : filtered ? t('list.noneWithStatus') : t('list.emptyTitle')}
        emptyAction={emptyAction}
      >
        {searching && (
          <div className={styles.summary}>
            <Text aria-live="polite">{t('list.found', { term: debounced, count: patients.length })}</Text>
          </div>
        )}
        {searching && search.hasMore && (
          <MessageBar intent="warning">
            <MessageBarBody>{t('list.refine', { limit: SEARCH_LIMIT })}</MessageBarBody>
          </MessageBar>
        )}
        {searching ? (
          <DataTable key={`search-${debounced}`} items={patients} columns={columns} getRowId={(p) => p.id} ariaLabel={t('list.tableLabel')} initialPageSize={25} onRowClick={open} />
        ) : (
          <DataTable
            key="browse"
            items={patients}
            columns={columns}
            getRowId={(p) => p.id}
            ariaLabel={t('list.tableLabel')}
            onRowClick={open}
            pager={browse.pager}
            sort={sort}
            onSortChange={setSort}
          />
        )}
      </StateView>
    </div>
  );
}
