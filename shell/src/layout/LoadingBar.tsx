/**
 * The loading bar, fixed at the top of the window while something loads: the buffer as a
 * pale band, the value as Fluent's ProgressBar (0..1). Nothing is rendered when idle, so a
 * test or an assistive technology waiting for the progressbar to go away can.
 */
import { ProgressBar, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { type LoadingBarController, loadingBar, useLoadingBarState } from './loadingBar.ts';

const useStyles = makeStyles({
  root: { position: 'fixed', insetBlockStart: 0, insetInlineStart: 0, insetInlineEnd: 0, zIndex: 1000, pointerEvents: 'none' },
  buffer: {
    position: 'absolute',
    insetBlockStart: 0,
    insetInlineStart: 0,
    blockSize: '3px',
    backgroundColor: tokens.colorBrandBackground2,
    transitionProperty: 'inline-size',
    transitionDuration: tokens.durationNormal,
  },
  bar: { backgroundColor: 'transparent', blockSize: '3px', '& > .fui-ProgressBar__bar': { transitionDuration: tokens.durationNormal } },
});

export interface LoadingBarProps {
  controller?: LoadingBarController;
}

export function LoadingBar({ controller = loadingBar }: LoadingBarProps) {
  const { t } = useTranslation('shell');
  const styles = useStyles();
  const { visible, value, buffer } = useLoadingBarState(controller);
  if (!visible) return null;
  const percent = Math.round(value);
  return (
    <div className={styles.root}>
      <div className={styles.buffer} style={{ inlineSize: `${buffer}%` }} />
      <ProgressBar
        className={styles.bar}
        value={value / 100}
        max={1}
        thickness="large"
        shape="square"
        aria-label={t('layout.loading')}
        aria-valuetext={`${percent}%`}
      />
    </div>
  );
}
