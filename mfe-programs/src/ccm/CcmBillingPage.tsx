/**
 * The month close: each patient's codes of a month (careMonthCodes), and closing the month,
 * which locks its time entries on the server (an administrator reopens it). Creating the
 * draft claim from the codes is left to Billing for now (the page says so).
 */
import type { AppAbility } from '@emr/domain';
import { ConfirmDialog, DataTable, PageHeader, StateView, useAbility, useNotify } from '@emr/shared-ui';
import { Button, MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MonthField } from '../shared/MonthField.tsx';
import { useLtr } from '../shared/useLtr.ts';
import { CCM_PAGES, ProgramNav } from '../shared/ProgramNav.tsx';
import { currentMonth, useCloseMonth } from './careProgram.resource.ts';
import { useCcmMonth } from './ccmMonth.ts';
import { usePatientMonthColumns } from './CcmTrackingPage.tsx';

const useStyles = makeStyles({ bar: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, marginBlockEnd: tokens.spacingVerticalM, alignItems: 'flex-start' } });

export function CcmBillingPage() {
  const { t } = useTranslation('programs');
  const styles = useStyles();
  const notify = useNotify();
  const [month, setMonth] = useState(currentMonth());
  const shown = useLtr()(month);
  const [confirming, setConfirming] = useState(false);
  const { rows, isLoading, error, refetch } = useCcmMonth(month);
  const close = useCloseMonth();
  const columns = usePatientMonthColumns('billing');
  const canClose = useAbility<AppAbility>().can('update', 'ProgramEnrollment');
  const open = rows?.filter((row) => !row.closed) ?? [];
  const confirm = () =>
    close.mutate(
      { enrolments: open.map((row) => row.enrolment), month },
      {
        onSuccess: () => notify('success', t('billing.closedDone', { month: shown })),
        onError: (e) => notify('error', e.message),
        onSettled: () => setConfirming(false),
      },
    );
  return (
    <>
      <PageHeader title={t('nav.billing')} subtitle={t('billing.subtitle')} actions={<MonthField month={month} onChange={setMonth} />} />
      <ProgramNav program="ccm" pages={CCM_PAGES} />
      <StateView isLoading={isLoading} error={error} isEmpty={rows?.length === 0} emptyTitle={t('billing.empty')} onRetry={refetch}>
        <div className={styles.bar}>
          {open.length > 0 ? (
            canClose && (
            <Button appearance="primary" onClick={() => setConfirming(true)}>
              {t('billing.close', { month: shown })}
            </Button>
            )
          ) : (
            <MessageBar intent="success">
              <MessageBarBody>{t('billing.allClosed')}</MessageBarBody>
            </MessageBar>
          )}
          <MessageBar intent="info">
            <MessageBarBody>{t('billing.claimGap')}</MessageBarBody>
          </MessageBar>
        </div>
        <DataTable items={rows ?? []} columns={columns} getRowId={(row) => row.enrolment.id} ariaLabel={t('billing.tableLabel')} initialPageSize={25} />
      </StateView>
      <ConfirmDialog
        open={confirming}
        title={t('billing.closeTitle', { month: shown })}
        body={t('billing.closeBody', { month: shown, count: open.length })}
        confirmLabel={t('billing.close', { month: shown })}
        busy={close.isPending}
        onConfirm={confirm}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
