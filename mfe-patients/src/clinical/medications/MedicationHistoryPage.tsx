/**
 * PatientMedicationHistory/:medicationId: the medication's history as the server recorded it
 * (started, dose changed from → to, stopped with the reason), who and when, newest first.
 */
import { paths } from '@emr/domain';
import { StateView, formatDateTime } from '@emr/shared-ui';
import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowLeftRegular } from '@emr/shared-ui/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { useWarningText } from '../safety/SafetyWarningDialog.tsx';
import { SectionTitle } from '../shared/SectionTitle.tsx';
import { useStaffNames } from '../../staffNames.resource.ts';
import { type MedicationChange, useMedication } from './medications.resource.ts';

const useStyles = makeStyles({
  list: { listStyleType: 'none', paddingInlineStart: 0, marginBlock: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  item: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    paddingInlineStart: tokens.spacingHorizontalM,
    borderInlineStartWidth: tokens.strokeWidthThick,
    borderInlineStartStyle: 'solid',
    borderInlineStartColor: tokens.colorBrandStroke1,
  },
  meta: { color: tokens.colorNeutralForeground3 },
  summary: { marginBlockEnd: tokens.spacingVerticalM },
  flip: { ':dir(rtl)': { transform: 'scaleX(-1)' } },
  acknowledged: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    paddingInlineStart: tokens.spacingHorizontalS,
    borderInlineStartWidth: tokens.strokeWidthThick,
    borderInlineStartStyle: 'solid',
    borderInlineStartColor: tokens.colorPaletteDarkOrangeBorder2,
  },
});

function useDetail() {
  const { t } = useTranslation('patients');
  return (entry: MedicationChange): string => {
    const dose = [entry.dosage, entry.frequency].filter(Boolean).join(', ');
    if (entry.from && dose) return t('medications.historyPage.fromTo', { from: entry.from, to: dose });
    if (entry.reason) return t('medications.historyPage.reason', { reason: entry.reason });
    return dose;
  };
}

export function MedicationHistoryPage() {
  const { t, i18n } = useTranslation('patients');
  const styles = useStyles();
  const navigate = useNavigate();
  const params = useParams();
  const patientId = params['patientId'] ?? '';
  const { medication, isLoading, error, refetch } = useMedication(params['medicationId'] ?? null, patientId);
  const nameOf = useStaffNames();
  const detail = useDetail();
  const warningText = useWarningText();
  const entries = [...(medication?.history ?? [])].sort((a, b) => b.at.localeCompare(a.at));
  const title = medication ? t('medications.historyPage.titleOf', { name: medication.name }) : t('medications.historyPage.title');

  return (
    <section>
      <SectionTitle
        title={title}
        actions={
          <Button icon={<ArrowLeftRegular className={styles.flip} />} onClick={() => navigate(paths.patientSubPage(patientId, 'PatientMedications'))}>
            {t('medications.backToList')}
          </Button>
        }
      />
      <StateView isLoading={isLoading} error={error} onRetry={() => void refetch()} isEmpty={!medication} emptyTitle={t('medications.notFound')}>
        {medication && (
          <>
            <Text as="p" className={styles.summary}>
              {t('medications.historyPage.current', {
                dose: [medication.dosage, medication.frequency].filter(Boolean).join(', '),
                status: t(`medications.status.${medication.status}`, { defaultValue: medication.status }),
              })}
            </Text>
            {entries.length === 0 ? (
              <Text>{t('medications.historyPage.empty')}</Text>
            ) : (
              <ol className={styles.list} aria-label={title}>
                {entries.map((entry, index) => (
                  <li key={`${entry.at}-${index}`} className={styles.item}>
                    <Text weight="semibold">{t(`medications.changes.${entry.change}`, { defaultValue: entry.change })}</Text>
                    {detail(entry) && <Text>{detail(entry)}</Text>}
                    {entry.acknowledged && (
                      <div className={styles.acknowledged}>
                        {entry.acknowledged.warnings.map((w, i) => (
                          <Text key={i}>{warningText(medication.name, w)}</Text>
                        ))}
                        <Text weight="semibold">{t('safety.history.acknowledged', { reason: entry.acknowledged.reason })}</Text>
                      </div>
                    )}
                    <Text size={200} className={styles.meta}>
                      {t('medications.historyPage.byAt', { name: nameOf(entry) ?? t('medications.historyPage.colleague'), at: formatDateTime(entry.at, i18n.language) })}
                    </Text>
                  </li>
                ))}
              </ol>
            )}
          </>
        )}
      </StateView>
    </section>
  );
}
