/** The footer: © year and the product; sticky to the bottom of the window or static at the end of the page. */
import { Text, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useClinicToday } from '@emr/shared-ui';
import { useTranslation } from 'react-i18next';
import type { BarType } from './layoutStore.ts';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
    paddingBlock: tokens.spacingVerticalM,
    paddingInline: tokens.spacingHorizontalL,
    color: tokens.colorNeutralForeground2,
    backgroundColor: tokens.colorNeutralBackground1,
    borderBlockStartWidth: '1px',
    borderBlockStartStyle: 'solid',
    borderBlockStartColor: tokens.colorNeutralStroke2,
  },
  sticky: { position: 'sticky', insetBlockEnd: 0, zIndex: 10 },
});

export interface FooterProps {
  type: Exclude<BarType, 'hidden'>;
}

export function Footer({ type }: FooterProps) {
  const { t } = useTranslation('shell');
  const styles = useStyles();
  const today = useClinicToday();
  return (
    <footer className={mergeClasses(styles.root, type === 'sticky' && styles.sticky)}>
      <Text size={200}>{t('layout.copyright', { year: Number(today.slice(0, 4)) })}</Text>
      <Text size={200}>{t('layout.footerNote')}</Text>
    </footer>
  );
}
