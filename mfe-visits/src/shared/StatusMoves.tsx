/**
 * The next steps of one visit, one click each (the domain's VISIT_MOVES; the server refuses any
 * other): check in, start, wrap up; check-out opens the wrap-up (it needs a complete one); cancel
 * and no-show ask for the reason first.
 */
import { type AppAbility, paths } from '@emr/domain';
import { VISIT_CANCELLED_STATUSES, type VisitStatus, nextVisitStatuses } from '@emr/domain/visits';
import { RouterLink, toAppError, useAbility, useNotify } from '@emr/shared-ui';
import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Visit, useMoveVisit } from './visit.resource.ts';

// the reason dialog (its text area with it) loads with its first opening, not with the board
const CancelVisitDialog = lazy(() => import('./CancelVisitDialog.tsx').then((m) => ({ default: m.CancelVisitDialog })));

const useStyles = makeStyles({
  moves: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
});

export interface StatusMovesProps {
  visit: Visit;
  patient: string;
}

export function StatusMoves({ visit, patient }: StatusMovesProps) {
  const { t } = useTranslation('visits');
  const styles = useStyles();
  const notify = useNotify();
  const move = useMoveVisit();
  const [asking, setAsking] = useState<'Cancelled' | 'NoShow' | null>(null);
  const canMove = useAbility<AppAbility>().can('update', 'Visit', 'VisitStatus');
  const next = nextVisitStatuses(visit.status);
  if (!canMove || next.length === 0) return <Text>{next.length === 0 ? t('board.final') : ''}</Text>;

  const go = (to: VisitStatus, reason?: string) =>
    move.mutate(
      { visit, to, ...(reason ? { reason } : {}) },
      {
        onSuccess: () => {
          setAsking(null);
          notify('success', t('move.done', { patient, status: t(`status.${to}`) }));
        },
        onError: (error) => notify('error', t('move.failed'), toAppError(error).message),
      },
    );

  return (
    <div className={styles.moves}>
      {next.map((to) =>
        to === 'CheckedOut' ? (
          // a check-out needs the complete wrap-up: the step opens it
          <RouterLink key={to} to={paths.visitEdit(visit.id, 'WrapUp')} aria-label={t('move.label', { action: t(`move.${to}`), patient })}>
            {t(`move.${to}`)}
          </RouterLink>
        ) : (
        <Button
          key={to}
          size="small"
          appearance={VISIT_CANCELLED_STATUSES.includes(to) ? 'subtle' : 'primary'}
          disabled={move.isPending}
          aria-label={t('move.label', { action: t(`move.${to}`), patient })}
          onClick={(event) => {
            event.stopPropagation();
            if (to === 'Cancelled' || to === 'NoShow') setAsking(to);
            else go(to);
          }}
        >
          {t(`move.${to}`)}
        </Button>
        ),
      )}
      {asking && (
        <Suspense fallback={null}>
          <CancelVisitDialog open kind={asking} patient={patient} busy={move.isPending} onConfirm={(reason) => go(asking, reason)} onCancel={() => setAsking(null)} />
        </Suspense>
      )}
    </div>
  );
}
