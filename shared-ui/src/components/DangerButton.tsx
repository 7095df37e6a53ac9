/**
 * The one look of an action that destroys or removes something (delete, remove, deactivate):
 * red. `appearance="primary"` fills it (the confirming button of a ConfirmDialog); any other
 * appearance keeps the button quiet with red text and icon (a row's trash button). The class
 * `emr-DangerButton` marks it for tests.
 */
import { Button, type ButtonProps, makeStyles, mergeClasses, shorthands, tokens } from '@fluentui/react-components';
import { forwardRef } from 'react';

export const DANGER_CLASS = 'emr-DangerButton';

const useStyles = makeStyles({
  filled: {
    backgroundColor: tokens.colorStatusDangerBackground3,
    color: tokens.colorNeutralForegroundOnBrand,
    ...shorthands.borderColor('transparent'),
    ':hover': { backgroundColor: tokens.colorStatusDangerBackground3Hover, color: tokens.colorNeutralForegroundOnBrand },
    ':hover:active': { backgroundColor: tokens.colorStatusDangerBackground3Pressed, color: tokens.colorNeutralForegroundOnBrand },
    ':disabled': { backgroundColor: tokens.colorNeutralBackgroundDisabled, color: tokens.colorNeutralForegroundDisabled },
  },
  quiet: {
    color: tokens.colorStatusDangerForeground1,
    ':hover': { color: tokens.colorStatusDangerForeground2 },
    ':hover:active': { color: tokens.colorStatusDangerForeground2 },
    '& .fui-Button__icon, &:hover .fui-Button__icon, &:hover:active .fui-Button__icon': { color: 'inherit' },
    ':disabled': { color: tokens.colorNeutralForegroundDisabled },
  },
});

export const DangerButton = forwardRef<HTMLButtonElement, ButtonProps>(function DangerButton({ className, ...props }, ref) {
  const styles = useStyles();
  return <Button ref={ref} {...props} className={mergeClasses(DANGER_CLASS, props.appearance === 'primary' ? styles.filled : styles.quiet, className)} />;
});
