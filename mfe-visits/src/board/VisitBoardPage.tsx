/**
 * /apps/visits/list: the clinic's day. Today by default, any day or range; one row per visit
 * (time, patient linked to the chart, type, provider, status and how long it has been in it),
 * filters by provider, status and type, a search by patient, the kit's server pager, the CSV
 * export and the next status moves one click each. The time opens the visit.
 */
import { type AppAbility, VISIT_STATUSES, isPatientSearch, paths } from '@emr/domain';
import { Bidi, DataTable, type DataTableColumn, DeferredSpinner, PageHeader, RouterLink, StateView, formatTime, formatDate, useAbility, useClinicId, useClinicTimeZone, useClinicToday, useDebouncedValue } from '@emr/shared-ui';
import { CsvExportButton } from '@emr/shared-ui/export';
import { Button, Field, Input, SearchBox, Select, makeStyles, tokens } from '@fluentui/react-components';
import { CalendarAddRegular } from '@emr/shared-ui/icons';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { usePatientNames, useProviders } from '../shared/people.resource.ts';
import { StatusMoves } from '../shared/StatusMoves.tsx';
import type { Visit } from '../shared/visit.resource.ts';
import { VisitStatusBadge } from '../shared/VisitStatusBadge.tsx';
import { VISIT_TYPES } from '../shared/visitTypes.ts';
import { ALL, type BoardFilters, allBoardVisits, useBoard, usePatientMatches } from './board.resource.ts';
import { minutesSince, useMinuteClock } from './waited.ts';

const useStyles = makeStyles({
  filters: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'flex-end', marginBlockEnd: tokens.spacingVerticalM },
  search: { minWidth: 'min(240px, 100%)', flexGrow: 1, maxWidth: '420px' },
  dropdown: { minWidth: '160px' },
  empty: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

const WAITING: readonly string[] = ['CheckedIn', 'InProgress', 'WrapUp'];

export function VisitBoardPage() {
  const { t, i18n } = useTranslation('visits');
  const styles = useStyles();
  const navigate = useNavigate();
  const clinicId = useClinicId();
  const ability = useAbility<AppAbility>();
  const now = useMinuteClock();
  const today = useClinicToday();
  const timeZone = useClinicTimeZone();
  // the days live in the address (?from=&to=): a reload, a link or the schedule form's return keeps them
  const [params, setParams] = useSearchParams();
  const from = params.get('from') ?? today;
  const to = params.get('to') ?? params.get('from') ?? today;
  const setDays = (days: { from?: string; to?: string }) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(days)) next.set(name, value);
        if (next.get('from') === today && next.get('to') === today) return new URLSearchParams();
        return next;
      },
      { replace: true },
    );
  const setFrom = (value: string) => setDays({ from: value, to });
  const setTo = (value: string) => setDays({ from, to: value });
  const [provider, setProvider] = useState(ALL);
  const [status, setStatus] = useState(ALL);
  const [type, setType] = useState(ALL);
  const [term, setTerm] = useState('');

  const debounced = useDebouncedValue(term.trim(), 200);
  const searching = isPatientSearch(debounced);
  const matches = usePatientMatches(searching ? debounced : '');
  const validRange = from !== '' && to !== '' && from <= to;
  const filters: BoardFilters = { from, to, provider, status, type, patientIds: searching ? (matches.data ?? []).map((p) => p.id) : null };
  const noPatient = searching && matches.data?.length === 0;
  const board = useBoard(filters, validRange && !noPatient && (!searching || matches.data !== undefined));
  const { providers, nameOf } = useProviders();
  const names = usePatientNames(board.visits.map((v) => v.patientId));
  const patientOf = (v: Visit) => names.get(v.patientId) ?? t('board.unknownPatient', { id: v.patientId });

  const waited = (v: Visit) => {
    const minutes = WAITING.includes(v.status) ? minutesSince(v.statusSince, now) : null;
    if (minutes === null) return '';
    return minutes < 60 ? t('board.minutes', { count: minutes }) : t('board.hours', { hours: Math.floor(minutes / 60), minutes: minutes % 60 });
  };
  const multiDay = from !== to;
  const columns = useMemo(
    () => ([
      {
        id: 'time',
        header: t('board.columns.time'),
        sortValue: (v) => v.date,
        cell: (v) => (
          <RouterLink to={paths.visitEdit(v.id)} aria-label={t('board.open', { patient: patientOf(v), time: formatTime(v.date, i18n.language) })}>
            <Bidi>{multiDay ? `${formatDate(v.date, i18n.language)} ${formatTime(v.date, i18n.language)}` : formatTime(v.date, i18n.language)}</Bidi>
          </RouterLink>
        ),
      },
      {
        id: 'patient',
        header: t('board.columns.patient'),
        sortValue: patientOf,
        cell: (v) => (
          <RouterLink to={paths.patientChart(v.patientId)}>
            <Bidi>{patientOf(v)}</Bidi>
          </RouterLink>
        ),
      },
      { id: 'type', header: t('board.columns.type'), sortValue: (v) => t(`types.${v.type}`, { defaultValue: v.type }), cell: (v) => t(`types.${v.type}`, { defaultValue: v.type }) },
      { id: 'provider', header: t('board.columns.provider'), sortValue: (v) => nameOf(v.providerId), cell: (v) => <Bidi>{nameOf(v.providerId)}</Bidi> },
      { id: 'status', header: t('board.columns.status'), sortValue: (v) => t(`status.${v.status}`), cell: (v) => <VisitStatusBadge status={v.status} /> },
      { id: 'waited', header: t('board.columns.waited'), sortValue: waited, cell: waited },
      { id: 'actions', header: t('board.columns.actions'), cell: (v) => <StatusMoves visit={v} patient={patientOf(v)} /> },
    ] satisfies DataTableColumn<Visit>[]).map((column): DataTableColumn<Visit> => ({ ...column, sortable: false })),
    // the cells read the names and the clock as they change
    [t, i18n.language, names, nameOf, now, multiDay],
  );

  const filtered = provider !== ALL || status !== ALL || type !== ALL || term.trim() !== '';
  const clear = () => {
    setProvider(ALL);
    setStatus(ALL);
    setType(ALL);
    setTerm('');
  };
  const addButton = ability.can('create', 'Visit') ? (
    <Button appearance="primary" icon={<CalendarAddRegular />} onClick={() => navigate(paths.visitAdd())}>
      {t('board.add')}
    </Button>
  ) : undefined;
  // native selects: Fluent's Dropdown would bring its listbox and positioning engine to the start page
  const choice = (label: string, value: string, all: string, options: readonly { value: string; text: string }[], onChange: (value: string) => void) => (
    <Field label={label}>
      <Select className={styles.dropdown} value={value} onChange={(_event, data) => onChange(data.value)}>
        <option value={ALL}>{all}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.text}
          </option>
        ))}
      </Select>
    </Field>
  );
  const exportColumns = columns.filter((column) => column.id !== 'actions');

  return (
    <div>
      <PageHeader
        title={t('board.title')}
        subtitle={t('board.subtitle')}
        actions={
          <>
            <CsvExportButton
              fileName={`${t('board.exportFileName')}-${from}${multiDay ? `-${to}` : ''}.csv`}
              columns={exportColumns}
              rows={(signal) => allBoardVisits(clinicId ?? '', filters, timeZone, signal)}
              disabled={board.visits.length === 0 || !clinicId}
            />
            {addButton}
          </>
        }
      />
      <div className={styles.filters} role="search" aria-label={t('board.filters')}>
        <Field label={t('board.from')}>
          <Input type="date" value={from} onChange={(_event, data) => setFrom(data.value)} />
        </Field>
        <Field label={t('board.to')} validationState={validRange ? 'none' : 'error'} validationMessage={validRange ? undefined : t('board.badRange')}>
          <Input type="date" value={to} min={from} onChange={(_event, data) => setTo(data.value)} />
        </Field>
        <Button
          onClick={() => setDays({ from: today, to: today })}
        >
          {t('board.today')}
        </Button>
        {choice(t('board.provider'), provider, t('board.allProviders'), providers.map((p) => ({ value: p.id, text: p.name })), setProvider)}
        {choice(t('board.statusFilter'), status, t('board.allStatuses'), VISIT_STATUSES.map((s) => ({ value: s, text: t(`status.${s}`) })), setStatus)}
        {choice(t('board.type'), type, t('board.allTypes'), VISIT_TYPES.map((v) => ({ value: v, text: t(`types.${v}`) })), setType)}
        <Field label={t('board.search')} hint={t('board.searchHint')} className={styles.search}>
          <SearchBox value={term} onChange={(_event, data) => setTerm(data.value)} />
        </Field>
        {/* the first read shows the table's skeleton; a refetch (a filter changed) shows this */}
        {((board.isFetching && !board.isLoading) || matches.isFetching) && <DeferredSpinner label={t('board.searching')} />}
      </div>
      {validRange && (
        <StateView
          isLoading={board.isLoading || (searching && matches.isLoading)}
          error={board.error ?? matches.error}
          isEmpty={noPatient || board.isEmpty}
          onRetry={board.refetch}
          emptyTitle={noPatient ? t('board.noPatientMatch', { term: debounced }) : filtered ? t('board.noMatch') : t('board.emptyTitle')}
          emptyAction={
            <div className={styles.empty}>
              {filtered && <Button onClick={clear}>{t('board.clearFilters')}</Button>}
              {addButton}
            </div>
          }
        >
          <DataTable items={board.visits} columns={columns} getRowId={(v) => v.id} ariaLabel={t('board.tableLabel')} pager={board.pager} />
        </StateView>
      )}
    </div>
  );
}
