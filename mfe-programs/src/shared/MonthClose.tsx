/**
 * The month close of a program: its table of codes per patient, and closing the month, which
 * locks its time entries on the server (an administrator reopens it). Creating the draft claim
 * from the codes is left to Billing for now (the page says so).
 */
import type { AppAbility } from '@emr/domain';
import { ConfirmDialog, useAbility, useNotify } from '@emr/shared-ui';
import { Button, MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Enrolment, useCloseMonth } from '../ccm/careProgram.resource.ts';
import { useLtr } from './useLtr.ts';

const useStyles = makeStyles({ bar: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, marginBlockEnd: tokens.spacingVerticalM, alignItems: 'flex-start' } });

export interface MonthCloseProps {
  month: string;
  rows: readonly { enrolment: Enrolment; closed: boolean }[];
  children: ReactNode;
}

export function MonthClose({ month, rows, children }: MonthCloseProps) {
  const { t } = useTranslation('programs');
  const styles = useStyles();
  const notify = useNotify();
  const shown = useLtr()(month);
  const [confirming, setConfirming] = useState(false);
  const close = useCloseMonth();
  const canClose = useAbility<AppAbility>().can('update', 'ProgramEnrollment');
  const open = rows.filter((row) => !row.closed);
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
      <div className={styles.bar}>
        {open.length === 0 ? (
          <MessageBar intent="success">
            <MessageBarBody>{t('billing.allClosed')}</MessageBarBody>
          </MessageBar>
        ) : (
          canClose && (
            <Button appearance="primary" onClick={() => setConfirming(true)}>
              {t('billing.close', { month: shown })}
            </Button>
          )
        )}
        <MessageBar intent="info">
          <MessageBarBody>{t('billing.claimGap')}</MessageBarBody>
        </MessageBar>
      </div>
      {children}
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
