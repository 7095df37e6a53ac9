/**
 * The changes of one audit entry, readable: "Role: Clinician → Administrator", each field
 * labelled, each value in words (auditFormat.ts), the old value struck through, the arrow
 * pointing the reading direction's way, Latin values isolated in right-to-left pages. Used by
 * the admin's audit of an account and the chart's access log.
 */
import { Bidi, visuallyHidden } from '@emr/shared-ui';
import { makeStyles, tokens } from '@fluentui/react-components';
import { ArrowRightRegular } from '@emr/shared-ui/icons';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type AuditChange, readableChanges } from './auditFormat.ts';

const useStyles = makeStyles({
  list: { margin: 0, paddingInlineStart: 0, listStyleType: 'none', display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  item: { display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: tokens.spacingHorizontalXS, overflowWrap: 'anywhere' },
  label: { fontWeight: tokens.fontWeightSemibold },
  from: { color: tokens.colorNeutralForeground3, textDecorationLine: 'line-through' },
  to: { textDecorationLine: 'none' },
  arrow: { flexShrink: 0, alignSelf: 'center', color: tokens.colorNeutralForeground3, ':dir(rtl)': { transform: 'scaleX(-1)' } },
  hidden: visuallyHidden,
});

export interface AuditChangesProps {
  changes: readonly AuditChange[];
  /** A staff member's name from their user id (the staff directory); unknown ids read "a former staff member". */
  staffName?: (id: string) => string | null;
}

export function AuditChanges({ changes, staffName }: AuditChangesProps) {
  const { t, i18n } = useTranslation(['audit', 'common']);
  const styles = useStyles();
  const lines = useMemo(() => readableChanges(changes, { t, language: i18n.language, staffName }), [changes, t, i18n.language, staffName]);
  return (
    <ul className={styles.list}>
      {lines.map((line) => (
        <li key={line.field} className={styles.item}>
          <span className={styles.label}>{line.label}:</span>{' '}
          {line.kind === 'added' && <span>{t('audit:added')} </span>}
          {(line.kind === 'changed' || line.kind === 'cleared') && (
            <>
              <del className={styles.from}>
                <Bidi>{line.from}</Bidi>
              </del>{' '}
              <ArrowRightRegular className={styles.arrow} aria-hidden />
              <span className={styles.hidden}>{t('audit:changedTo')} </span>
            </>
          )}
          <ins className={styles.to}>
            <Bidi>{line.to}</Bidi>
          </ins>
        </li>
      ))}
    </ul>
  );
}
