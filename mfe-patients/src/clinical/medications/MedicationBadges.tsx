/** The refill-due and prior-authorisation cells: icon plus words, never colour alone. */
import { formatDate } from '@emr/shared-ui';
import { Badge, Text, makeStyles, tokens } from '@fluentui/react-components';
import { WarningFilled } from '@emr/shared-ui/icons';
import { useTranslation } from 'react-i18next';
import type { Medication } from './medications.resource.ts';

const useStyles = makeStyles({
  stack: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  overdue: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, color: tokens.colorPaletteRedForeground1 },
  muted: { color: tokens.colorNeutralForeground3 },
});

export function RefillDue({ medication }: { medication: Medication }) {
  const { t, i18n } = useTranslation('patients');
  const styles = useStyles();
  if (!medication.refill.due) return <Text className={styles.muted}>—</Text>;
  return (
    <div className={styles.stack}>
      <Text>{formatDate(medication.refill.due, i18n.language)}</Text>
      {medication.refill.overdue && (
        <Text className={styles.overdue} weight="semibold">
          <WarningFilled aria-hidden="true" />
          {t('medications.overdue')}
        </Text>
      )}
    </div>
  );
}

export function PriorAuthorization({ medication }: { medication: Medication }) {
  const { t } = useTranslation('patients');
  const styles = useStyles();
  if (!medication.paRequired) return <Text className={styles.muted}>{t('medications.pa.notRequired')}</Text>;
  const status = medication.paStatus || medication.approvalStatus || 'Pending';
  const color = status === 'Approved' ? 'success' : status === 'Denied' ? 'danger' : 'warning';
  return (
    <div className={styles.stack}>
      <Text size={200}>{t('medications.pa.required')}</Text>
      <Badge appearance="tint" color={color}>
        {t(`medications.approval.${status}`, { defaultValue: status })}
      </Badge>
      {medication.approvedBy && <Text size={200}>{t('medications.pa.by', { name: medication.approvedBy })}</Text>}
    </div>
  );
}
