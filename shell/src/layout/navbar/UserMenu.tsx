/** The signed-in user: avatar with initials, name and role, profile and settings links, sign out. */
import { useSession, visuallyHidden } from '@emr/shared-ui';
import {
  Avatar,
  Button,
  Menu,
  MenuDivider,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { Person20Regular, Settings20Regular, SignOut20Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { initialsOf } from '../format.ts';

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
});

export interface UserMenuProps {
  onSignOut: () => void;
}

export function UserMenu({ onSignOut }: UserMenuProps) {
  const { t } = useTranslation('shell');
  const styles = useStyles();
  const navigate = useNavigate();
  const user = useSession((s) => s.userData);
  const name = user?.FullName || user?.Email || '';
  const role = user?.Role ? t(`common:roles.${user.Role}`, { defaultValue: user.Role }) : '';
  const avatar = <Avatar name={name} initials={initialsOf(name) || undefined} color="brand" size={32} aria-hidden />;
  return (
    <Menu positioning="below-end">
      <MenuTrigger disableButtonEnhancement>
        {/* the name comes from hidden text, not aria-label: the visible initials would not match a label */}
        <Button appearance="transparent" shape="circular" className={styles.trigger}>
          {avatar}
          <span className={styles.visuallyHidden}>{t('navbar.userMenu', { name })}</span>
        </Button>
      </MenuTrigger>
      <MenuPopover>
        <div className={styles.identity}>
          {avatar}
          <span className={styles.names}>
            <Text weight="semibold">{name}</Text>
            <Text size={200} className={styles.role}>
              {role}
            </Text>
          </span>
        </div>
        <MenuDivider />
        <MenuList>
          <MenuItem icon={<Person20Regular />} onClick={() => void navigate('/pages/user-profile/profile')}>
            {t('navbar.profile')}
          </MenuItem>
          <MenuItem icon={<Settings20Regular />} onClick={() => void navigate('/pages/account-settings/account')}>
            {t('navbar.accountSettings')}
          </MenuItem>
          <MenuDivider />
          <MenuItem icon={<SignOut20Regular />} onClick={onSignOut}>
            {t('navbar.signOut')}
          </MenuItem>
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
