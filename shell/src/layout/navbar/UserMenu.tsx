/** The signed-in user: initials, name and role, profile and settings links, sign out (the menu loads on first click). */
import { Bidi, useSession, visuallyHidden, initialsOf } from '@emr/shared-ui';
import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { DeferredPopup } from './DeferredPopup.tsx';

const UserMenuPopup = lazy(() => import('./navbarMenus.tsx').then((m) => ({ default: m.UserMenuPopup })));

const useStyles = makeStyles({
  visuallyHidden,
  trigger: { minInlineSize: 'auto', paddingInline: '2px', paddingBlock: '2px' },
  identity: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    paddingBlock: tokens.spacingVerticalS,
    paddingInline: tokens.spacingHorizontalS,
  },
  names: { display: 'flex', flexDirection: 'column' },
  role: { color: tokens.colorNeutralForeground2 },
  // the initials in a brand circle: Fluent's Avatar (images, presence, colour hashing: ~7 KB gzip)
  // would load with every signed-in page for two letters
  initials: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    inlineSize: '32px',
    blockSize: '32px',
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorBrandBackground,
    color: tokens.colorNeutralForegroundOnBrand,
    fontSize: tokens.fontSizeBase200,
    fontWeight: tokens.fontWeightSemibold,
  },
});

export interface UserMenuProps {
  onSignOut: () => void;
}

export function UserMenu({ onSignOut }: UserMenuProps) {
  const { t } = useTranslation('shell');
  const styles = useStyles();
  const user = useSession((s) => s.userData);
  const name = user?.FullName || user?.Email || '';
  const role = user?.Role ? t(`common:roles.${user.Role}`, { defaultValue: user.Role }) : '';
  const avatar = (
    <span className={styles.initials} aria-hidden>
      {initialsOf(name) || '?'}
    </span>
  );
  const identity = (
    <div className={styles.identity}>
      {avatar}
      <span className={styles.names}>
        <Text weight="semibold">
          <Bidi>{name}</Bidi>
        </Text>
        <Text size={200} className={styles.role}>
          {role}
        </Text>
      </span>
    </div>
  );
  return (
    <DeferredPopup
      trigger={
        // the name comes from hidden text, not aria-label: the visible initials would not match a label
        <Button appearance="transparent" shape="circular" className={styles.trigger}>
          {avatar}
          <span className={styles.visuallyHidden}>{t('navbar.userMenu', { name })}</span>
        </Button>
      }
    >
      {(trigger) => <UserMenuPopup trigger={trigger} identity={identity} onSignOut={onSignOut} />}
    </DeferredPopup>
  );
}
