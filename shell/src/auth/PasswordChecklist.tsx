/**
 * The live checklist under a new-password field: each rule of the policy, met or not, as the
 * person types. Each item says its state in words too (not only by icon or colour).
 */
import { Text, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { CircleRegular } from '@fluentui/react-icons';
import { CheckmarkCircleFilled } from '@emr/shared-ui/icons';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PASSWORD_RULES, passwordChecks } from './passwordPolicy.ts';

const useStyles = makeStyles({
  list: { listStyleType: 'none', margin: 0, paddingInlineStart: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  item: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, color: tokens.colorNeutralForeground2 },
  met: { color: tokens.colorPaletteGreenForeground1 },
  icon: { flexShrink: 0, fontSize: '16px' },
  hidden: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    margin: '-1px',
    overflow: 'hidden',
    clipPath: 'inset(50%)',
    whiteSpace: 'nowrap',
  },
});

export interface PasswordChecklistProps {
  password: string;
}

export function PasswordChecklist({ password }: PasswordChecklistProps) {
  const { t } = useTranslation('shell');
  const styles = useStyles();
  const headingId = useId();
  const checks = passwordChecks(password);
  return (
    <div>
      <Text id={headingId} size={200} weight="semibold">
        {t('auth.password.requirements')}
      </Text>
      <ul className={styles.list} aria-labelledby={headingId}>
        {PASSWORD_RULES.map((rule) => (
          <li key={rule} className={mergeClasses(styles.item, checks[rule] && styles.met)} data-met={checks[rule]}>
            {checks[rule] ? <CheckmarkCircleFilled aria-hidden className={styles.icon} /> : <CircleRegular aria-hidden className={styles.icon} />}
            <Text size={200}>
              <span className={styles.hidden}>{checks[rule] ? t('auth.password.met') : t('auth.password.unmet')}: </span>
              {t(`common:password.${rule}`)}
            </Text>
          </li>
        ))}
      </ul>
    </div>
  );
}
