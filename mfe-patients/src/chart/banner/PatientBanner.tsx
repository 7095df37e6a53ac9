/**
 * The patient banner (a labelled landmark, the page's one h1): name, age and date of birth,
 * sex, PatientID, status, allergies, active programs, balance due and the Edit action.
 */
import { type AppAbility, paths } from '@emr/domain';
import { Bidi, useAbility, ageInYears, formatDate } from '@emr/shared-ui';
import { Badge, Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { EditRegular } from '@emr/shared-ui/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { Patient } from '../../patients/patient.resource.ts';
import { AllergyChips } from './AllergyChips.tsx';
import { useActivePrograms, useBalanceDue } from './banner.resource.ts';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    paddingBlock: tokens.spacingVerticalM,
    paddingInline: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
    marginBlockEnd: tokens.spacingVerticalM,
  },
  top: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  name: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  facts: { display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalL, rowGap: tokens.spacingVerticalXS, marginBlock: 0 },
  fact: { display: 'flex', gap: tokens.spacingHorizontalXS },
  term: { color: tokens.colorNeutralForeground3 },
  value: { marginInlineStart: 0, fontWeight: tokens.fontWeightSemibold },
  row: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  programs: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS, listStyleType: 'none', paddingInlineStart: 0, marginBlock: 0 },
});

const STATUS_COLOR: Record<string, 'success' | 'informative' | 'warning' | 'subtle'> = {
  Active: 'success',
  Inactive: 'informative',
  Transferred: 'warning',
  Deceased: 'subtle',
};

export interface PatientBannerProps {
  patient: Patient;
}

function Programs({ patientId }: { patientId: string }) {
  const { t } = useTranslation('patients');
  const styles = useStyles();
  const programs = useActivePrograms(patientId);
  if (!programs.allowed || programs.isLoading || programs.error || programs.rows.length === 0) return null;
  return (
    <ul className={styles.programs} aria-label={t('chart.banner.programs')}>
      {programs.rows.map((row) => (
        <li key={row.id}>
          <Badge appearance="tint" color="brand">
            <Bidi>{String(row['ProgramType'] ?? row['Program'] ?? '')}</Bidi>
          </Badge>
        </li>
      ))}
    </ul>
  );
}

function BalanceDue({ patientId }: { patientId: string }) {
  const { t, i18n } = useTranslation('patients');
  const styles = useStyles();
  const due = useBalanceDue(patientId);
  if (!due.allowed || due.isLoading || due.error) return null;
  const amount = new Intl.NumberFormat(i18n.language, { style: 'currency', currency: 'USD' }).format(due.balance);
  return (
    <div className={styles.fact}>
      <dt className={styles.term}>{t('chart.banner.balance')}</dt>
      <dd className={styles.value}>{amount}</dd>
    </div>
  );
}

export function PatientBanner({ patient }: PatientBannerProps) {
  const { t, i18n } = useTranslation('patients');
  const styles = useStyles();
  const navigate = useNavigate();
  const ability = useAbility<AppAbility>();
  const age = ageInYears(patient.dob);
  const statusLabel = t(`chart.status.${patient.status}`, { defaultValue: patient.status });
  return (
    <section className={styles.root} aria-label={t('chart.banner.label')}>
      <div className={styles.top}>
        <div className={styles.name}>
          <Text as="h1" size={700} weight="semibold">
            <Bidi>{patient.fullName || patient.patientId}</Bidi>
          </Text>
          <Badge appearance="filled" color={STATUS_COLOR[patient.status] ?? 'informative'}>
            {statusLabel}
          </Badge>
        </div>
        {ability.can('update', 'Patient') && (
          <Button icon={<EditRegular />} onClick={() => navigate(paths.patientEdit(patient.patientId))}>
            {t('chart.banner.edit')}
          </Button>
        )}
      </div>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt className={styles.term}>{t('chart.banner.age')}</dt>
          <dd className={styles.value}>
            {age === null ? t('chart.banner.unknown') : t('chart.banner.ageValue', { age, dob: formatDate(patient.dob, i18n.language) })}
          </dd>
        </div>
        <div className={styles.fact}>
          <dt className={styles.term}>{t('chart.banner.sex')}</dt>
          <dd className={styles.value}>{patient.gender ? t(`chart.sex.${patient.gender.replace(/[^A-Za-z]/g, '')}`, { defaultValue: patient.gender }) : t('chart.banner.unknown')}</dd>
        </div>
        <div className={styles.fact}>
          <dt className={styles.term}>{t('chart.banner.patientId')}</dt>
          <dd className={styles.value}>
            <Bidi>{patient.patientId}</Bidi>
          </dd>
        </div>
        <BalanceDue patientId={patient.patientId} />
      </dl>
      <div className={styles.row}>
        <AllergyChips patientId={patient.patientId} />
        <Programs patientId={patient.patientId} />
      </div>
    </section>
  );
}
