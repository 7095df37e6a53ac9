/**
 * The month close of a program: its table of codes per patient, and closing a month that is
 * over. Each patient with codes becomes a draft claim in Billing (the server's closeCareMonth,
 * which also locks the month's time entries); a patient with nothing to bill has the month
 * locked only. An administrator reopens a month.
 */
import { type AppAbility, paths } from '@emr/domain';
import { ConfirmDialog, RouterLink, useAbility, useNotify } from '@emr/shared-ui';
import { Button, MessageBar, MessageBarBody, MessageBarTitle, makeStyles, tokens } from '@fluentui/react-components';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type CareProgram, currentMonth } from '../ccm/careProgram.resource.ts';
import { type ClosedClaim, type CloseRow, useCareMonthClaim, useCloseMonth } from './monthClose.resource.ts';
import { useLtr } from './useLtr.ts';

const useStyles = makeStyles({
  bar: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, marginBlockEnd: tokens.spacingVerticalM, alignItems: 'flex-start' },
  claims: { margin: 0, paddingInlineStart: tokens.spacingHorizontalL },
});

export interface MonthCloseProps {
  program: CareProgram;
  month: string;
  rows: readonly (CloseRow & { name: string })[];
  children: ReactNode;
}

export function MonthClose({ program, month, rows, children }: MonthCloseProps) {
  const { t } = useTranslation('programs');
  const styles = useStyles();
  const notify = useNotify();
  const shown = useLtr()(month);
  const [confirming, setConfirming] = useState(false);
  const [made, setMade] = useState<ClosedClaim[]>([]);
  const close = useCloseMonth(program);
  const ability = useAbility<AppAbility>();
  const canClose = ability.can('read', 'Claim');
  const open = rows.filter((row) => !row.closed);
  const over = month < currentMonth();
  const names = new Map(rows.map((row) => [row.enrolment.patientId, row.name]));
  const confirm = () =>
    close.mutate(
      { rows: open, month, lockEmpty: ability.can('update', 'ProgramEnrollment') },
      {
        onSuccess: (claims) => {
          setMade(claims);
          notify('success', t('billing.closedDone', { month: shown, count: claims.length }));
        },
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
        {made.length > 0 && (
          <MessageBar intent="success" layout="multiline">
            <MessageBarBody>
              <MessageBarTitle>{t('billing.claimsMade')}</MessageBarTitle>
              <ul className={styles.claims}>
                {made.map((claim) => (
                  <li key={claim.claimId}>
                    <ClaimLink claim={claim} name={names.get(claim.patientId) ?? claim.patientId} />
                  </li>
                ))}
              </ul>
            </MessageBarBody>
          </MessageBar>
        )}
      </div>
      {children}
      <ConfirmDialog
        open={confirming}
        title={t('billing.closeTitle', { month: shown })}
        body={t('billing.closeBody', { month: shown, count: open.length, claims: open.filter((row) => row.codes.length > 0).length })}
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
