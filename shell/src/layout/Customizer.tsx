/**
 * The customiser's button, at the end side: it opens the drawer with every layout option, theme,
 * skin, primary colour and language (./CustomizerPanel.tsx, loaded on first open).
 */
import { clinicBrand } from '@emr/shared-ui';
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { Settings20Regular } from '@fluentui/react-icons';
import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeferredTooltip } from './DeferredTooltip.tsx';

const CustomizerPanel = lazy(() => import('./CustomizerPanel.tsx').then((m) => ({ default: m.CustomizerPanel })));

/** Brand colours offered; each keeps white text on it at 4.5:1 or more. The first is the default ramp. */
export const PRIMARY_COLORS = [
  { key: 'default', value: clinicBrand[80] },
  { key: 'blue', value: '#0f6cbd' },
  { key: 'teal', value: '#0d7377' },
  { key: 'green', value: '#107c10' },
  { key: 'cranberry', value: '#c4314b' },
  { key: 'orange', value: '#b8420f' },
] as const;

const useStyles = makeStyles({
  gear: {
    position: 'fixed',
    insetBlockStart: '50%',
    insetInlineEnd: 0,
    zIndex: 30,
    borderStartEndRadius: 0,
    borderEndEndRadius: 0,
    boxShadow: tokens.shadow8,
  },
});

export function Customizer() {
  const { t } = useTranslation('shell');
  const styles = useStyles();
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      <DeferredTooltip content={t('customizer.open')} positioning="before">
        <Button
          className={styles.gear}
          appearance="primary"
          icon={<Settings20Regular />}
          aria-label={t('customizer.open')}
          onClick={() => {
            setLoaded(true);
            setOpen(true);
          }}
        />
      </DeferredTooltip>
      {loaded && (
        <Suspense fallback={null}>
          <CustomizerPanel open={open} setOpen={setOpen} />
        </Suspense>
      )}
    </>
  );
}
