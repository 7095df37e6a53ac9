/**
 * The injection programs: the overview of all four (due today, overdue, upcoming), each
 * program's index and enrolled patients (the same table, one program), and its injections page:
 * recording a dose (product, dose, lot, expiry, site, route, checked with the domain's dose rules
 * as the server checks them; who gave it is the signed-in user),
 * which the chart's injections show. For GLP-1 and Prolia the page shows the prior authorisation
 * of the patient's medication, and an expired one blocks the dose (the server refuses it too).
 */
import { type AppAbility, paths } from '@emr/domain';
import { type InjectionProgram, programAuthorisation } from '@emr/domain/care';
import { DOSE_ROUTES } from '@emr/domain/fieldRules';
import { Bidi, DataTable, PageHeader, RouterLink, StateView, formatDate, formatDateTime, useAbility, useNotify } from '@emr/shared-ui';
import { fieldRule } from '@emr/shared-ui/form';
import { Badge, Button, Card, Field, Input, MessageBar, MessageBarBody, Select, Text, makeStyles, tokens } from '@fluentui/react-components';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EnrolForm } from '../ccm/EnrolForm.tsx';
import { StatCards } from '../shared/StatCards.tsx';
import { type DoseField, doseProblems } from './doseRules.ts';
import { EscalationNote, glp1Escalation } from './Glp1Escalation.tsx';
import { type Dose, type ProgramPatient, useInjectionPrograms, usePatientMedications, useRecordDose } from './injections.resource.ts';

const ALL: readonly InjectionProgram[] = ['b12', 'flu', 'glp1', 'prolia'];

const useStyles = makeStyles({
  nav: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL, listStyleType: 'none', paddingInlineStart: 0, marginBlock: `0 ${tokens.spacingVerticalL}` },
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '40rem', marginBlockEnd: tokens.spacingVerticalL },
  // a field's message makes its cell taller: the others keep their height
  pair: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))', gap: tokens.spacingHorizontalS, alignItems: 'start' },
  // Fluent's input keeps the width of its 20 characters: in a grid cell it fills the cell instead
  input: { minWidth: 0, width: '100%' },
});

function ProgramLinks({ program }: { program?: InjectionProgram }) {
  const { t } = useTranslation('programs');
  const styles = useStyles();
  const links = program
    ? [
        { to: paths.programPage('injections'), label: t('injections.all') },
        { to: paths.programPage(program), label: t('nav.index') },
        { to: paths.programPage(program, 'enrolled'), label: t('nav.enrolled') },
        { to: paths.programPage(program, 'injections'), label: t('injections.record') },
      ]
    : ALL.map((p) => ({ to: paths.programPage(p), label: t(`programs.${p}`) }));
  return (
    <nav aria-label={t('nav.label')}>
      <ul className={styles.nav}>
        {links.map((link) => (
          <li key={link.to}>
            <RouterLink to={link.to}>{link.label}</RouterLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function DueTable({ rows, withProgram }: { rows: readonly ProgramPatient[]; withProgram: boolean }) {
  const { t, i18n } = useTranslation('programs');
  return (
    <DataTable
      items={rows}
      getRowId={(row) => row.enrolment.id}
      ariaLabel={t('injections.tableLabel')}
      initialPageSize={25}
      initialSort={{ column: 'due', direction: 'ascending' }}
      columns={[
        { id: 'patient', header: t('overview.columns.patient'), cell: (row) => <RouterLink to={paths.patientSubPage(row.enrolment.patientId, 'PatientInjections')}>{row.patient.name}</RouterLink>, sortValue: (row) => row.patient.name },
        ...(withProgram ? [{ id: 'program', header: t('overview.columns.program'), cell: (row: ProgramPatient) => t(`programs.${row.program}`), sortValue: (row: ProgramPatient) => row.program }] : []),
        { id: 'last', header: t('injections.last'), cell: (row) => (row.lastGiven ? formatDate(row.lastGiven, i18n.language) : t('injections.never')), sortValue: (row) => row.lastGiven ?? '' },
        { id: 'due', header: t('injections.nextDue'), cell: (row) => formatDate(row.nextDue, i18n.language), sortValue: (row) => row.nextDue },
        {
          id: 'state',
          header: t('injections.state'),
          cell: (row) => <Badge appearance="tint" color={row.state === 'overdue' ? 'danger' : row.state === 'today' ? 'warning' : 'informative'}>{t(`injections.states.${row.state}`)}</Badge>,
          sortValue: (row) => row.state,
        },
      ]}
    />
  );
}

/** All four programs, or one: who is enrolled, the last dose, the next one due. */
export function InjectionsOverviewPage({ program, title }: { program?: InjectionProgram; title?: 'enrolled' }) {
  const { t } = useTranslation('programs');
  const { rows, isLoading, error, refetch } = useInjectionPrograms(program ? [program] : ALL);
  const count = (state: ProgramPatient['state']) => rows?.filter((row) => row.state === state).length ?? 0;
  const [enrolling, setEnrolling] = useState(false);
  const canEnrol = useAbility<AppAbility>().can('create', 'ProgramEnrollment') && !!program && title === 'enrolled';
  return (
    <>
      <PageHeader
        title={program ? `${t(`programs.${program}`)}${title ? ` — ${t('nav.enrolled')}` : ''}` : t('programs.injections')}
        subtitle={t(`injections.protocols.${program ?? 'all'}`)}
        actions={canEnrol && !enrolling && <Button appearance="primary" onClick={() => setEnrolling(true)}>{t('enrolled.enrol')}</Button>}
      />
      <ProgramLinks {...(program ? { program } : {})} />
      {program && enrolling && <EnrolForm program={program} onDone={() => setEnrolling(false)} />}
      <StateView isLoading={isLoading} error={error} isEmpty={rows?.length === 0} emptyTitle={t('overview.empty')} onRetry={refetch}>
        {!title && (
          <StatCards
            stats={[
              { id: 'today', label: t('injections.states.today'), value: count('today') },
              { id: 'overdue', label: t('injections.states.overdue'), value: count('overdue') },
              { id: 'upcoming', label: t('injections.states.upcoming'), value: count('upcoming') },
            ]}
          />
        )}
        <DueTable rows={rows ?? []} withProgram={!program} />
      </StateView>
    </>
  );
}

/** Recording a dose of the program, and its recent doses. */
export function InjectionsRecordPage({ program }: { program: InjectionProgram }) {
  const { t, i18n } = useTranslation('programs');
  const { rows, doses, isLoading, error, refetch } = useInjectionPrograms([program]);
  const canGive = useAbility<AppAbility>().can('create', 'Injection');
  const names = new Map(rows?.map((row) => [row.enrolment.patientId, row.patient.name]));
  return (
    <>
      <PageHeader title={`${t(`programs.${program}`)} — ${t('injections.record')}`} subtitle={t(`injections.protocols.${program}`)} />
      <ProgramLinks program={program} />
      <StateView isLoading={isLoading} error={error} isEmpty={rows?.length === 0} emptyTitle={t('overview.empty')} onRetry={refetch}>
        {rows && canGive && <DoseForm program={program} patients={rows} doses={doses ?? []} />}
        <Text as="h2" weight="semibold">
          {t('injections.recent')}
        </Text>
        <DataTable
          items={doses ?? []}
          getRowId={(row) => row.id}
          ariaLabel={t('injections.recent')}
          initialSort={{ column: 'at', direction: 'descending' }}
          columns={[
            { id: 'at', header: t('ccm.columns.when'), cell: (row) => formatDateTime(row.at, i18n.language), sortValue: (row) => row.at },
            { id: 'patient', header: t('overview.columns.patient'), cell: (row) => <Bidi>{names.get(row.patientId) ?? row.patientId}</Bidi> },
            { id: 'product', header: t('injections.product'), cell: (row) => <Bidi>{row.product}</Bidi> },
            { id: 'route', header: t('injections.route'), cell: (row) => t(`injections.routes.${row.route}`, { defaultValue: row.route }) },
            { id: 'lot', header: t('injections.lot'), cell: (row) => <Bidi>{row.lot}</Bidi> },
          ]}
        />
      </StateView>
    </>
  );
}

function DoseForm({ program, patients, doses }: { program: InjectionProgram; patients: readonly ProgramPatient[]; doses: readonly Dose[] }) {
  const { t } = useTranslation('programs');
  const styles = useStyles();
  const notify = useNotify();
  const record = useRecordDose();
  const [enrolmentId, setEnrolmentId] = useState('');
  const [product, setProduct] = useState('');
  const [dose, setDose] = useState('');
  const [lot, setLot] = useState('');
  const [expiry, setExpiry] = useState('');
  const [site, setSite] = useState('');
  const [route, setRoute] = useState<string>(program === 'b12' ? 'Intramuscular' : program === 'flu' ? 'Intramuscular' : 'Subcutaneous');
  const [problems, setProblems] = useState<Partial<Record<DoseField | 'patient', string>>>({});
  const chosen = patients.find((row) => row.enrolment.id === enrolmentId);
  const medications = usePatientMedications(chosen?.enrolment.patientId ?? null);
  const authorisation = medications.data ? programAuthorisation(program, medications.data, new Date().toISOString()) : null;
  const escalation = program === 'glp1' && chosen ? glp1Escalation(chosen, product, doses) : null;
  const blocked = authorisation?.state === 'expired' || authorisation?.state === 'notApproved';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = chosen && { program, enrolment: chosen.enrolment, product: product.trim(), dose: dose.trim(), lot: lot.trim(), expiry, site: site.trim(), route };
    const found = input ? doseProblems(t, input) : { patient: fieldRule(t, 'choose', t('overview.columns.patient')) };
    setProblems(found);
    if (!input || Object.keys(found).length > 0) return;
    record.mutate(
      input,
      {
        onSuccess: () => {
          notify('success', t('injections.recorded', { name: chosen.patient.name }));
          setLot('');
          setSite('');
        },
        onError: (error) => notify('error', error.message),
      },
    );
  };
  return (
    <Card className={styles.card} role="region" aria-label={t('injections.record')}>
      <Text as="h2" weight="semibold">
        {t('injections.record')}
      </Text>
      <form onSubmit={submit} noValidate className={styles.card}>
        <Field label={t('overview.columns.patient')} required validationMessage={problems.patient}>
          <Select value={enrolmentId} onChange={(_e, data) => setEnrolmentId(data.value)}>
            <option value="">{t('injections.choosePatient')}</option>
            {patients.map((row) => (
              <option key={row.enrolment.id} value={row.enrolment.id}>
                {row.patient.name}
              </option>
            ))}
          </Select>
        </Field>
        {authorisation && authorisation.state !== 'notRequired' && (
          <MessageBar intent={blocked ? 'error' : authorisation.state === 'inForce' ? 'success' : 'info'}>
            <MessageBarBody>{t(`injections.authorisation.${authorisation.state}`, { medication: authorisation.medication ?? '', until: authorisation.until?.slice(0, 10) ?? '' })}</MessageBarBody>
          </MessageBar>
        )}
        {escalation && <EscalationNote {...escalation} />}
        <div className={styles.pair}>
          <Field label={t('injections.product')} required validationMessage={problems.product}>
            <Input className={styles.input} value={product} onChange={(_e, data) => setProduct(data.value)} />
          </Field>
          <Field label={t('injections.dose')} required validationMessage={problems.dose}>
            {escalation ? (
              <Select value={dose} onChange={(_e, data) => setDose(data.value)}>
                <option value="">{t('injections.chooseDose')}</option>
                {escalation.plan.allowed.map((mg) => (
                  <option key={mg} value={`${mg} mg`}>{`${mg} mg`}</option>
                ))}
              </Select>
            ) : (
              <Input className={styles.input} value={dose} onChange={(_e, data) => setDose(data.value)} />
            )}
          </Field>
          <Field label={t('injections.lot')} validationMessage={problems.lot}>
            <Input className={styles.input} value={lot} onChange={(_e, data) => setLot(data.value)} />
          </Field>
          <Field label={t('injections.expiry')} validationMessage={problems.expiry}>
            <Input className={styles.input} type="date" value={expiry} onChange={(_e, data) => setExpiry(data.value)} />
          </Field>
          <Field label={t('injections.site')} validationMessage={problems.site}>
            <Input className={styles.input} value={site} onChange={(_e, data) => setSite(data.value)} />
          </Field>
          <Field label={t('injections.route')}>
            <Select value={route} onChange={(_e, data) => setRoute(data.value)}>
              {DOSE_ROUTES.map((r) => (
                <option key={r} value={r}>
                  {t(`injections.routes.${r}`)}
                </option>
              ))}
            </Select>
          </Field>
        </div>
        <div>
          <Button appearance="primary" type="submit" disabled={record.isPending || blocked}>
            {t('injections.give')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
