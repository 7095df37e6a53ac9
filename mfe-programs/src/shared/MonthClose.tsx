/**
 * The month close of a program: its table of codes per patient, and closing a month that is
 * over for every patient of the program at once (the server's closeCareMonths, in batches):
 * each patient with codes becomes a draft claim in Billing, a patient with nothing to bill has
 * the month locked only, a month closed before stays as it is; the summary says which. An
 * administrator reopens a month.
 */
import { type AppAbility, paths } from '@emr/domain';
import { ConfirmDialog, RouterLink, useAbility, useNotify } from '@emr/shared-ui';
import { Button, Field, MessageBar, MessageBarBody, MessageBarTitle, ProgressBar, Text, makeStyles, tokens } from '@fluentui/react-components';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type CareProgram, currentMonth } from '../ccm/careProgram.resource.ts';
import { type CareMonthsSummary, type ClosedClaim, useCareMonthClaim, useCloseMonth } from './monthClose.resource.ts';
import { useLtr } from './useLtr.ts';

const useStyles = makeStyles({
  bar: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, marginBlockEnd: tokens.spacingVerticalM, alignItems: 'flex-start' },
  progress: { inlineSize: 'min(100%, 28rem)' },
  claims: { margin: 0, paddingInlineStart: tokens.spacingHorizontalL },
});

/** Claims listed by name after a close (the rest are counted). */
const LISTED = 20;

export interface MonthCloseProps {
  program: CareProgram;
  month: string;
  /** Every patient shown is closed and there is no other page. */
  allClosed: boolean;
  /** Names of the patients shown, by PatientID (a claim of a patient not shown is named by PatientID). */
  names: ReadonlyMap<string, string>;
  children: ReactNode;
}

export function MonthClose({ program, month, allClosed, names, children }: MonthCloseProps) {
  const { t } = useTranslation('programs');
  const styles = useStyles();
  const notify = useNotify();
  const ltr = useLtr();
  const shown = ltr(month);
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState<CareMonthsSummary | null>(null);
  const { close, progress } = useCloseMonth(program);
  const canClose = useAbility<AppAbility>().can('read', 'Claim');
  const over = month < currentMonth();
  const confirm = () =>
    close.mutate(
      month,
      {
        onSuccess: (summary) => {
          setDone(summary);
          notify('success', t('billing.closedDone', { month: shown, count: summary.claims.length }));
        },
        onError: (e) => notify('error', e.message),
        onSettled: () => setConfirming(false),
      },
    );
  return (
    <>
      <div className={styles.bar}>
        {allClosed && !done ? (
          <MessageBar intent="success">
            <MessageBarBody>{t('billing.allClosed')}</MessageBarBody>
          </MessageBar>
        ) : !over ? (
          <MessageBar intent="info">
            <MessageBarBody>{t('billing.notOver', { month: shown })}</MessageBarBody>
          </MessageBar>
        ) : (
          canClose && (
            <Button appearance="primary" onClick={() => setConfirming(true)}>
              {t('billing.close', { month: shown })}
            </Button>
          )
        )}
        {close.isPending && progress && (
          <Field className={styles.progress} label={t('billing.progress', { done: ltr(String(progress.done)), patients: ltr(String(progress.patients)) })}>
            <ProgressBar value={progress.patients ? progress.done / progress.patients : 0} />
          </Field>
        )}
        {done && (
          <MessageBar intent={done.failed.length ? 'warning' : 'success'} layout="multiline">
            <MessageBarBody>
              <MessageBarTitle>{t('billing.claimsMade')}</MessageBarTitle>
              <Text as="p" block>
                {t('billing.summary', { claims: ltr(String(done.claims.length)), locked: ltr(String(done.locked)), closedAlready: ltr(String(done.closedAlready)) })}
              </Text>
              <ul className={styles.claims}>
                {done.claims.slice(0, LISTED).map((claim) => (
                  <li key={claim.claimId}>
                    <ClaimLink claim={claim} name={names.get(claim.patientId) ?? claim.patientId} />
                  </li>
                ))}
                {done.claims.length > LISTED && <li>{t('billing.moreClaims', { count: done.claims.length - LISTED })}</li>}
              </ul>
              {done.failed.length > 0 && (
                <>
                  {t('billing.failed', { count: done.failed.length })}
                  <ul className={styles.claims}>
                    {done.failed.slice(0, LISTED).map((f) => (
                      <li key={f.patientId}>{f.message}</li>
                    ))}
                  </ul>
                </>
              )}
            </MessageBarBody>
          </MessageBar>
        )}
      </div>
      {children}
      <ConfirmDialog
        open={confirming}
        title={t('billing.closeTitle', { month: shown })}
        body={t('billing.closeBody', { month: shown })}
        confirmLabel={t('billing.close', { month: shown })}
        busy={close.isPending}
        onConfirm={confirm}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}

/** The claim a month became: a link to it in Billing for those who may open claims, its number for the others. */
function ClaimLink({ claim, name }: { claim: ClosedClaim; name: string }) {
  const { t } = useTranslation('programs');
  const ltr = useLtr();
  const label = t('billing.openClaim', { number: ltr(claim.number), name });
  return useAbility<AppAbility>().can('create', 'Claim') ? <RouterLink to={paths.claimAdd({ claimId: claim.claimId })}>{label}</RouterLink> : <>{label}</>;
}

export interface CareMonthClaimCellProps {
  program: CareProgram;
  month: string;
  row: { enrolment: { patientId: string }; closed: boolean };
  name: string;
}

/** The claim column of a month close: the draft claim a closed month became, or a dash. */
export function CareMonthClaimCell({ program, month, row, name }: CareMonthClaimCellProps) {
  const claim = useCareMonthClaim(program, row.enrolment.patientId, month, row.closed);
  return claim.data ? <ClaimLink claim={claim.data} name={name} /> : <>—</>;
}
