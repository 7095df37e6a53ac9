/**
 * /apps/patients/list. A clinic may hold 100,000 patients, so the list never loads them all:
 * without a search it shows one server page at a time by last name (or of one status),
 * following `nextToken`; a search (PatientID prefix, date of birth, phone or name) runs one or
 * two index queries capped at SEARCH_LIMIT rows and asks the user to refine beyond that.
 * Sorting, page sizes and the CSV export work on the rows loaded.
 */
import { type AppAbility, PATIENT_STATUSES, isPatientSearch } from '@emr/domain';
import { DataTable, type DataTableColumn, PageHeader, StateView, downloadCsv, toCsv, useAbility, useDebouncedValue } from '@emr/shared-ui';
import { Button, Dropdown, Field, Link, MessageBar, MessageBarBody, Option, SearchBox, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular, ArrowLeftRegular, ArrowRightRegular, PersonAddRegular } from '@fluentui/react-icons';
import { type MouseEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ageInYears, formatDate } from '../format.ts';
import { paths } from '../routing/paths.ts';
import type { Patient } from './patient.resource.ts';
import { ALL_STATUSES, BROWSE_PAGE_SIZE, SEARCH_DEBOUNCE_MS, SEARCH_LIMIT, usePatientBrowse, usePatientSearch } from './patientSearch.resource.ts';
import { PatientStatusBadge } from './PatientStatusBadge.tsx';

const useStyles = makeStyles({
  filters: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'flex-end', marginBlockEnd: tokens.spacingVerticalM },
  search: { minWidth: '260px', flexGrow: 1, maxWidth: '480px' },
  dropdown: { minWidth: '180px' },
  summary: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM, marginBlockEnd: tokens.spacingVerticalS },
  pager: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, justifyContent: 'flex-end', marginBlockStart: tokens.spacingVerticalS },
  flip: { ':dir(rtl)': { transform: 'scaleX(-1)' } },
  empty: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

/** "Lopez, Maria Ann": how a clinic files and reads names. */
export const listName = (p: Patient) => [p.lastName, [p.firstName, p.middleName].filter(Boolean).join(' ')].filter(Boolean).join(', ');

export function PatientListPage() {
  const { t, i18n } = useTranslation('patients');
  const styles = useStyles();
  const navigate = useNavigate();
  const ability = useAbility<AppAbility>();
  const [term, setTerm] = useState('');
  const [status, setStatus] = useState<string>(ALL_STATUSES);
  // the tokens of the server pages visited while browsing (the first page has none)
  const [pageTokens, setPageTokens] = useState<(string | null)[]>([null]);

  const debounced = useDebouncedValue(term.trim(), SEARCH_DEBOUNCE_MS);
  const searching = isPatientSearch(debounced);
  const waiting = term.trim() !== debounced;
  const search = usePatientSearch(debounced, status);
  const browse = usePatientBrowse(status, pageTokens.at(-1) ?? null, !searching);
  const shown = searching ? search : browse;
  const patients = shown.patients;
  const pageNumber = pageTokens.length;

  const statusLabel = (value: string) => t(`patientStatus.${value}`, { defaultValue: value });
  const genderLabel = (value: string) => (value ? t(`gender.${value}`, { defaultValue: value }) : '');
  const open = (patient: Patient) => navigate(paths.chart(patient.patientId));

  const columns = useMemo<DataTableColumn<Patient>[]>(
    () => [
      {
        id: 'name',
        header: t('list.columns.name'),
        sortValue: listName,
        cell: (p) => (
          <Link
            href={paths.chart(p.patientId)}
            onClick={(event: MouseEvent) => {
              event.preventDefault();
              event.stopPropagation();
              open(p);
            }}
          >
            {listName(p)}
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
    ],
    // the labels change with the language only; navigate is stable
    [t, i18n.language],
  );

  const changeStatus = (value: string) => {
    setStatus(value);
    setPageTokens([null]);
  };
  const changeTerm = (value: string) => {
    setTerm(value);
    setPageTokens([null]);
  };
  const exportCsv = () => {
    const day = new Date().toISOString().slice(0, 10);
    downloadCsv(`${t('list.exportFileName')}-${day}.csv`, toCsv(patients, columns));
  };

  const canCreate = ability.can('create', 'Patient');
  const addButton = canCreate ? (
    <Button appearance="primary" icon={<PersonAddRegular />} onClick={() => navigate(paths.add)}>
      {t('list.add')}
    </Button>
  ) : undefined;
  const filtered = searching || status !== ALL_STATUSES || pageNumber > 1;
  const emptyAction = filtered ? (
    <div className={styles.empty}>
      <Button
        onClick={() => {
          changeTerm('');
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
              <Button icon={<ArrowDownloadRegular />} onClick={exportCsv} disabled={patients.length === 0}>
                {t('list.export')}
              </Button>
              {addButton}
            </>
          ) : undefined
        }
      />
      <div className={styles.filters} role="search" aria-label={t('list.filters')}>
        <Field label={t('list.search')} hint={t('list.searchHint')} className={styles.search}>
          <SearchBox value={term} onChange={(_event, data) => changeTerm(data.value)} />
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
        <div className={styles.summary}>
          <Text aria-live="polite">
            {searching
              ? t('list.found', { term: debounced, count: patients.length })
              : t('list.pageSummary', { page: pageNumber, from: (pageNumber - 1) * BROWSE_PAGE_SIZE + 1, to: (pageNumber - 1) * BROWSE_PAGE_SIZE + patients.length })}
          </Text>
        </div>
        {searching && search.hasMore && (
          <MessageBar intent="warning">
            <MessageBarBody>{t('list.refine', { limit: SEARCH_LIMIT })}</MessageBarBody>
          </MessageBar>
        )}
        <DataTable
          key={searching ? `search-${debounced}` : `page-${pageNumber}`}
          items={patients}
          columns={columns}
          getRowId={(p) => p.id}
          ariaLabel={t('list.tableLabel')}
          initialPageSize={25}
          onRowClick={open}
        />
        {!searching && (pageNumber > 1 || browse.nextToken) && (
          <nav className={styles.pager} aria-label={t('list.serverPages')}>
            <Button icon={<ArrowLeftRegular className={styles.flip} />} disabled={pageNumber === 1} onClick={() => setPageTokens((tokens) => tokens.slice(0, -1))}>
              {t('list.previousPatients')}
            </Button>
            <Button
              icon={<ArrowRightRegular className={styles.flip} />}
              iconPosition="after"
              disabled={!browse.nextToken}
              onClick={() => setPageTokens((tokens) => [...tokens, browse.nextToken])}
            >
              {t('list.nextPatients')}
            </Button>
          </nav>
        )}
      </StateView>
    </div>
  );
}
