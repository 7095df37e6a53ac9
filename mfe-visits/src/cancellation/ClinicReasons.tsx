/**
 * The clinic's cancellation reasons on the cancellation page: the standard ones (built in,
 * translated) and the ones the clinic added (as typed). An admin adds and removes added ones
 * (the server refuses anyone else, and a standard reason, a duplicate or an over-long one).
 */
import type { AppAbility } from '@emr/domain';
import { type ClinicReasonRule, CLINIC_REASON_MAX_LENGTH, clinicReasonRule } from '@emr/domain/visits';
import { Bidi, StateView, toAppError, useAbility, useNotify } from '@emr/shared-ui';
import { Button, Field, Input, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { STANDARD_REASON_KEYS, useClinicReasons, useSaveClinicReasons } from '../shared/cancellationReasons.resource.ts';

const useStyles = makeStyles({
  section: { display: 'grid', gap: tokens.spacingVerticalS, marginBlockStart: tokens.spacingVerticalXL, maxWidth: '720px' },
  list: { margin: 0, paddingInlineStart: tokens.spacingHorizontalXL, display: 'grid', gap: tokens.spacingVerticalXXS },
  item: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  add: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'flex-start', flexWrap: 'wrap' },
});

export function ClinicReasons() {
  const { t } = useTranslation('visits');
  const styles = useStyles();
  const notify = useNotify();
  const { clinic, reasons, isLoading, error, refetch } = useClinicReasons();
  const save = useSaveClinicReasons();
  const canEdit = useAbility<AppAbility>().can('update', 'Clinic');
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<ClinicReasonRule | null>(null);

  const store = (next: string[], done: string) =>
    clinic &&
    save.mutate(
      { clinic, reasons: next },
      {
        onSuccess: () => {
          setDraft('');
          notify('success', done);
        },
        onError: (failure) => notify('error', t('reasons.failed'), toAppError(failure).message),
      },
    );
  const add = () => {
    const found = clinicReasonRule(draft, reasons);
    setProblem(found);
    if (!found) store([...reasons, draft.trim()], t('reasons.added', { reason: draft.trim() }));
  };

  return (
    <section className={styles.section} aria-labelledby="clinic-reasons">
      <Text as="h2" size={500} weight="semibold" id="clinic-reasons">
        {t('reasons.title')}
      </Text>
      <Text>{t('reasons.standard', { list: STANDARD_REASON_KEYS.map((key) => t(`cancel.reasons.${key}`)).join(t('reasons.separator')) })}</Text>
      <StateView isLoading={isLoading} error={error} isEmpty={reasons.length === 0} onRetry={refetch} emptyTitle={t('reasons.none')}>
        <ul className={styles.list} aria-label={t('reasons.addedList')}>
          {reasons.map((reason) => (
            <li key={reason} className={styles.item}>
              <Bidi>{reason}</Bidi>
              {canEdit && (
                <Button size="small" appearance="subtle" disabled={save.isPending} aria-label={t('reasons.removeOne', { reason })} onClick={() => store(reasons.filter((r) => r !== reason), t('reasons.removed', { reason }))}>
                  {t('reasons.remove')}
                </Button>
              )}
            </li>
          ))}
        </ul>
      </StateView>
      {canEdit ? (
        <div className={styles.add}>
          <Field label={t('reasons.new')} validationMessage={problem ? t(`reasons.errors.${problem}`, { reason: draft.trim(), max: CLINIC_REASON_MAX_LENGTH }) : undefined} hint={t('reasons.hint', { max: CLINIC_REASON_MAX_LENGTH })}>
            <Input value={draft} maxLength={CLINIC_REASON_MAX_LENGTH + 1} onChange={(_event, data) => setDraft(data.value)} onKeyDown={(event) => event.key === 'Enter' && add()} />
          </Field>
          <Button appearance="primary" disabled={save.isPending || !clinic} onClick={add} style={{ marginBlockStart: tokens.spacingVerticalXXL }}>
            {t('reasons.add')}
          </Button>
        </div>
      ) : (
        <Text italic>{t('reasons.adminOnly')}</Text>
      )}
    </section>
  );
}
