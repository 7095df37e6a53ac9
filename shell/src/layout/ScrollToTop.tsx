/** A button that appears once the page is scrolled more than 200 px and scrolls smoothly back to the top (spec §2, §9). */
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowUp20Regular } from '@fluentui/react-icons';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { DeferredTooltip } from './DeferredTooltip.tsx';

export const SCROLL_TOP_THRESHOLD = 200;

const useStyles = makeStyles({
  button: {
    position: 'fixed',
    insetBlockEnd: tokens.spacingVerticalXXL,
    insetInlineEnd: tokens.spacingHorizontalXXL,
    zIndex: 30,
    boxShadow: tokens.shadow8,
  },
});

function subscribe(onChange: () => void): () => void {
  globalThis.addEventListener('scroll', onChange, { passive: true });
  return () => globalThis.removeEventListener('scroll', onChange);
}

const scrolledPast = () => (globalThis.scrollY ?? 0) > SCROLL_TOP_THRESHOLD;

export function ScrollToTop() {
  const { t } = useTranslation('shell');
  const styles = useStyles();
  const visible = useSyncExternalStore(subscribe, scrolledPast, () => false);
  if (!visible) return null;
  return (
    <DeferredTooltip content={t('layout.scrollToTop')}>
      <Button
        className={styles.button}
        appearance="primary"
        shape="circular"
        size="large"
        icon={<ArrowUp20Regular />}
        aria-label={t('layout.scrollToTop')}
        onClick={() => globalThis.scrollTo({ top: 0, behavior: 'smooth' })}
      />
    </DeferredTooltip>
  );
}
