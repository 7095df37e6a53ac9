/**
 * A form-level error or notice, announced when it appears (alert for problems, status
 * otherwise). Drawn with the status tokens rather than Fluent's MessageBar, whose reflow
 * needs ResizeObserver (missing in jsdom, so every test rendering a form would need a shim).
 */
import { Text, makeStyles, mergeClasses, shorthands, tokens } from '@fluentui/react-components';
import { CheckmarkCircleFilled, ErrorCircleFilled, InfoFilled, WarningFilled } from '@fluentui/react-icons';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: tokens.spacingHorizontalS,
    paddingBlock: tokens.spacingVerticalS,
    paddingInline: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    ...shorthands.borderWidth(tokens.strokeWidthThin),
    ...shorthands.borderStyle('solid'),
  },
  icon: { flexShrink: 0, fontSize: '20px', marginBlockStart: '1px' },
  error: { backgroundColor: tokens.colorStatusDangerBackground1, ...shorthands.borderColor(tokens.colorStatusDangerBorder1), '& svg': { color: tokens.colorStatusDangerForeground1 } },
  warning: { backgroundColor: tokens.colorStatusWarningBackground1, ...shorthands.borderColor(tokens.colorStatusWarningBorder1), '& svg': { color: tokens.colorStatusWarningForeground3 } },
  success: { backgroundColor: tokens.colorStatusSuccessBackground1, ...shorthands.borderColor(tokens.colorStatusSuccessBorder1), '& svg': { color: tokens.colorStatusSuccessForeground1 } },
  info: { backgroundColor: tokens.colorNeutralBackground3, ...shorthands.borderColor(tokens.colorNeutralStroke2), '& svg': { color: tokens.colorBrandForeground1 } },
});

export interface FormMessageProps {
  intent: 'error' | 'warning' | 'success' | 'info';
  children: ReactNode;
}

const ICONS = { error: ErrorCircleFilled, warning: WarningFilled, success: CheckmarkCircleFilled, info: InfoFilled };

export function FormMessage({ intent, children }: FormMessageProps) {
  const styles = useStyles();
  const Icon = ICONS[intent];
  return (
    <div role={intent === 'error' || intent === 'warning' ? 'alert' : 'status'} className={mergeClasses(styles.root, styles[intent])}>
      <Icon aria-hidden className={styles.icon} />
      <Text>{children}</Text>
    </div>
  );
}
