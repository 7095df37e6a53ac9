/**
 * The obesity program (`ObesityPatients`): every enrolled patient's weight since enrolment from
 * the chart's vitals — baseline, latest, percent change, BMI (`weightTrajectory`, the domain's
 * `bodyMassIndex`) and goal weight —, and one patient's trajectory (`?enrolment=<id>`, else the
 * first) as a chart with the same weighings in a table, and its goal weight set.
 */
import { type AppAbility, paths, withQuery } from '@emr/domain';
import { weightTrajectory } from '@emr/domain/care';
import { Bidi, DataTable, PageHeader, RouterLink, StateView, clinicToday, formatDate, json, str, useAbility, useNotify } from '@emr/shared-ui';
import { PROGRAM_ENROLLMENT_FIELD_RULES, recordProblems } from '@emr/domain/fieldRules';
import { fieldRule } from '@emr/shared-ui/form';
import { Button, Card, CardHeader, Field, Input, Text, makeStyles, tokens } from '@fluentui/react-components';
import { type FormEvent, Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { MEDICAL_PAGES, ProgramNav } from '../shared/ProgramNav.tsx';
import { useLtr } from '../shared/useLtr.ts';
import { type MedicalEnrolment, VITALS_FIELDS, useMedicalPatients, useSetGoal } from './medical.resource.ts';

const WeightChart = lazy(() => import('./WeightChart.tsx').then((m) => ({ default: m.WeightChart })));

const useStyles = makeStyles({
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, marginBlockStart: tokens.spacingVerticalL },
  goal: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalM },
});

const KINDS = [{ kind: 'Vitals' as const, fields: VITALS_FIELDS }];

const lb = (n: number | null | undefined) => (n === null || n === undefined ? '—' : `${n} lb`);
const pct = (n: number | null) => (n === null ? '—' : `${n > 0 ? '+' : ''}${n}%`);

export function ObesityPatientsPage() {
  const { t, i18n } = useTranslation('programs');
  const [params] = useSearchParams();
  const { rows, isLoading, error, refetch } = useMedicalPatients('obesity', KINDS);
  const items = rows?.map((row) => {
    const weighings = (row.chart.Vitals ?? []).map((v) => {
      const values = json<{ weightLb?: number; heightIn?: number }>(v['Vitals'], {});
      return { at: str(v['DateConducted']) || str(v['Timestamp']), weightLb: Number(values.weightLb) || null, heightIn: Number(values.heightIn) || null };
    });
    return { ...row, trajectory: weightTrajectory(weighings, row.enrolment.consentDate, row.enrolment.goalLb) };
  });
  const selected = items?.find((row) => row.enrolment.id === params.get('enrolment')) ?? items?.[0];
  const date = (at: string) => formatDate(at.slice(0, 10), i18n.language);
  return (
    <>
      <PageHeader title={t('programs.obesity')} subtitle={t('obesity.subtitle')} />
      <ProgramNav program="medical" pages={MEDICAL_PAGES} />
      <StateView isLoading={isLoading} error={error} isEmpty={items?.length === 0} emptyTitle={t('overview.empty')} onRetry={refetch}>
        <DataTable
          items={items ?? []}
          getRowId={(row) => row.enrolment.id}
          ariaLabel={t('obesity.tableLabel')}
          initialPageSize={25}
          initialSort={{ column: 'patient', direction: 'ascending' }}
          columns={[
            {
              id: 'patient',
              header: t('overview.columns.patient'),
              cell: (row) => <RouterLink to={withQuery(paths.programPage('medical', 'ObesityPatients'), { enrolment: row.enrolment.id })}>{row.patient.name}</RouterLink>,
              sortValue: (row) => row.patient.name,
            },
            { id: 'since', header: t('overview.columns.since'), cell: (row) => <Bidi>{formatDate(row.enrolment.consentDate, i18n.language)}</Bidi>, sortValue: (row) => row.enrolment.consentDate },
            { id: 'baseline', header: t('obesity.columns.baseline'), cell: (row) => <Bidi>{lb(row.trajectory.baseline?.weightLb)}</Bidi>, sortValue: (row) => row.trajectory.baseline?.weightLb ?? 0 },
            { id: 'latest', header: t('obesity.columns.latest'), cell: (row) => <Bidi>{lb(row.trajectory.latest?.weightLb)}</Bidi>, sortValue: (row) => row.trajectory.latest?.weightLb ?? 0 },
            { id: 'change', header: t('obesity.columns.change'), cell: (row) => <Bidi>{pct(row.trajectory.percentChange)}</Bidi>, sortValue: (row) => row.trajectory.percentChange ?? 0 },
            { id: 'bmi', header: t('obesity.columns.bmi'), cell: (row) => <Bidi>{String(row.trajectory.latest?.bmi ?? '—')}</Bidi>, sortValue: (row) => row.trajectory.latest?.bmi ?? 0 },
            { id: 'goal', header: t('obesity.columns.goal'), cell: (row) => <Bidi>{lb(row.enrolment.goalLb)}</Bidi>, sortValue: (row) => row.enrolment.goalLb ?? 0 },
          ]}
        />
        {selected && (
          <Trajectory key={selected.enrolment.id} name={selected.patient.name} enrolment={selected.enrolment} trajectory={selected.trajectory} date={date} onSaved={refetch} />
        )}
      </StateView>
    </>
  );
}

interface TrajectoryProps {
  name: string;
  enrolment: MedicalEnrolment;
  trajectory: ReturnType<typeof weightTrajectory>;
  date: (at: string) => string;
  onSaved: () => void;
}

function Trajectory({ name, enrolment, trajectory, date, onSaved }: TrajectoryProps) {
  const { t } = useTranslation('programs');
  const styles = useStyles();
  const ltr = useLtr();
  const canSet = useAbility<AppAbility>().can('update', 'ProgramEnrollment');
  const title = t('obesity.trajectory', { name });
  return (
    <Card className={styles.card} role="region" aria-label={title}>
      <CardHeader header={<Text as="h2" weight="semibold">{title}</Text>} />
      {trajectory.points.length === 0 ? (
        <Text>{t('obesity.noWeights')}</Text>
      ) : (
        <>
          <Text>
            {t('obesity.summary', {
              baseline: ltr(lb(trajectory.baseline?.weightLb)),
              latest: ltr(lb(trajectory.latest?.weightLb)),
              change: ltr(pct(trajectory.percentChange)),
            })}
            {trajectory.toGoalLb !== null && ` ${t(trajectory.toGoalLb > 0 ? 'obesity.toGoal' : 'obesity.goalReached', { lb: ltr(lb(Math.abs(trajectory.toGoalLb))) })}`}
          </Text>
          <Suspense fallback={null}>
            <WeightChart data={trajectory.points.map((p) => ({ label: date(p.at), weight: p.weightLb }))} weightLabel={t('obesity.columns.weight')} goalLb={enrolment.goalLb} />
          </Suspense>
          <DataTable
            items={[...trajectory.points].reverse()}
            getRowId={(p) => p.at}
            ariaLabel={t('obesity.weighings')}
            initialPageSize={10}
            columns={[
              { id: 'when', header: t('obesity.columns.when'), cell: (p) => <Bidi>{date(p.at)}</Bidi> },
              { id: 'weight', header: t('obesity.columns.weight'), cell: (p) => <Bidi>{lb(p.weightLb)}</Bidi> },
              { id: 'bmi', header: t('obesity.columns.bmi'), cell: (p) => <Bidi>{String(p.bmi ?? '—')}</Bidi> },
            ]}
          />
        </>
      )}
      {canSet && <GoalForm enrolment={enrolment} onSaved={onSaved} />}
    </Card>
  );
}

function GoalForm({ enrolment, onSaved }: { enrolment: MedicalEnrolment; onSaved: () => void }) {
  const { t } = useTranslation('programs');
  const styles = useStyles();
  const notify = useNotify();
  const setGoal = useSetGoal();
  const [text, setText] = useState(enrolment.goalLb === null ? '' : String(enrolment.goalLb));
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // the domain's rule, as the server checks it (PROGRAM_ENROLLMENT_FIELD_RULES), in the page's language
    const found = recordProblems(PROGRAM_ENROLLMENT_FIELD_RULES, { CustomFloat: text }, clinicToday())['CustomFloat'] ?? (text.trim() ? null : { rule: 'required' as const });
    if (found) {
      setProblem(fieldRule(t, found.rule, t('obesity.goalLabel'), found.params ?? {}));
      return;
    }
    const goalLb = Number(text);
    setProblem(null);
    setGoal.mutate(
      { enrolment, goalLb },
      { onSuccess: () => (notify('success', t('obesity.goalSaved')), onSaved()), onError: (e) => notify('error', e.message) },
    );
  };
  return (
    <form className={styles.goal} onSubmit={submit} noValidate>
      <Field label={t('obesity.goalLabel')} validationMessage={problem ?? undefined} validationState={problem ? 'error' : 'none'}>
        <Input inputMode="decimal" value={text} onChange={(_, data) => setText(data.value)} />
      </Field>
      <Button type="submit" disabled={setGoal.isPending}>
        {t('obesity.saveGoal')}
      </Button>
    </form>
  );
}
