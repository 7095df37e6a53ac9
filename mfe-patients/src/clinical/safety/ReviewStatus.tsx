/**
 * What a chart shows for an allergy or medication list with no active entry: "not yet
 * reviewed" (a warning, with the one action that records "none" for those who may), or the
 * recorded statement ("No known allergies") with who recorded it and when. Never the
 * statement when nothing was recorded: it is a clinical statement, not an empty list.
 */
import type { ReviewState, ReviewedKind } from '@emr/domain';
import { toAppError, useNotify, formatDateTime } from '@emr/shared-ui';
import { Button, Text, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { CheckmarkCircleRegular, WarningRegular } from '@emr/shared-ui/icons';
import { useTranslation } from 'react-i18next';
import { useStaffNames } from '../../staffNames.resource.ts';
import { type ListReview, useRecordNone } from './reviews.resource.ts';

const useStyles = makeStyles({
  root: { display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalS, rowGap: tokens.spacingVerticalXS },
  icon: { fontSize: tokens.fontSizeBase500, flexShrink: 0 },
  unreviewed: { color: tokens.colorPaletteDarkOrangeForeground1 },
  none: { color: tokens.colorPaletteGreenForeground1 },
  text: { display: 'flex', flexDirection: 'column', flex: '1 1 12rem', minWidth: 0 },
  muted: { color: tokens.colorNeutralForeground3 },
});

export interface ReviewStatusProps {
  kind: ReviewedKind;
  review: ListReview;
}

/** "Recorded by Nora Nurse (Clinician), Nov 24, 2026, 9:41 AM" for a "none" statement. */
export function useRecordedBy(): (review: Extract<ReviewState, { state: 'none' }>) => string {
  const { t, i18n } = useTranslation('patients');
  const nameOf = useStaffNames();
  return (review) =>
    t('safety.review.recordedBy', { name: nameOf({ by: review.by }) ?? t('safety.review.unknownStaff'), at: formatDateTime(review.at, i18n.language) });
}

export function ReviewStatus({ kind, review }: ReviewStatusProps) {
  const { t } = useTranslation('patients');
  const styles = useStyles();
  const notify = useNotify();
  const recordNone = useRecordNone(kind);
  const recordedBy = useRecordedBy();
  const state = review.review;
  if (!state || state.state === 'list') return null;
  const onRecord = async () => {
    if (!review.patient) return;
    try {
      await recordNone.mutateAsync(review.patient);
      notify('success', t(`safety.review.${kind}.recorded`));
    } catch (error) {
      notify('error', t('safety.review.failed'), toAppError(error).message);
    }
  };
  if (state.state === 'none') {
    return (
      <div className={styles.root} role="status">
        <CheckmarkCircleRegular aria-hidden className={mergeClasses(styles.icon, styles.none)} />
        <div className={styles.text}>
          <Text weight="semibold">{t(`safety.review.${kind}.none`)}</Text>
          <Text size={200} className={styles.muted}>
            {recordedBy(state)}
          </Text>
        </div>
      </div>
    );
  }
  return (
    <div className={styles.root}>
      <WarningRegular aria-hidden className={mergeClasses(styles.icon, styles.unreviewed)} />
      <div className={styles.text}>
        <Text weight="semibold">{t(`safety.review.${kind}.unreviewed`)}</Text>
        <Text size={200} className={styles.muted}>
          {t(`safety.review.${kind}.unreviewedHint`)}
        </Text>
      </div>
      {review.canRecordNone && (
        <Button size="small" onClick={() => void onRecord()} disabled={recordNone.isPending}>
          {t(`safety.review.${kind}.recordNone`)}
        </Button>
      )}
    </div>
  );
}
