/** The idle warning (IdleLogoff.tsx): a countdown, "Stay signed in" and "Sign out now". */
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Text } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { signOutAndRedirect } from './session.ts';

export interface IdleWarningProps {
  /** Null once the warning is over (the person stayed). */
  secondsLeft: number | null;
  onStay: () => void;
}

export function IdleWarning({ secondsLeft, onStay }: IdleWarningProps) {
  const { t } = useTranslation('shell');
  return (
    <Dialog open={secondsLeft !== null} modalType="alert">
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('auth.idle.title')}</DialogTitle>
          <DialogContent>
            <Text as="p" block>
              {t('auth.idle.body')}
            </Text>
            <Text as="p" block weight="semibold" role="timer">
              {/* the number isolated (FSI … PDI), so it keeps its place in right-to-left text */}
              {t('auth.idle.countdown', { seconds: `\u2068${secondsLeft ?? 0}\u2069` })}
            </Text>
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={() => void signOutAndRedirect()}>
              {t('auth.idle.signOut')}
            </Button>
            <Button appearance="primary" onClick={onStay}>
              {t('auth.idle.stay')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
