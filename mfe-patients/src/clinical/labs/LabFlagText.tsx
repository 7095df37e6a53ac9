/** An abnormal result's flag: an icon and the word (High, Low, Abnormal), never colour alone. */
import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowDownFilled, ArrowUpFilled } from '@fluentui/react-icons';
import { WarningFilled } from '@emr/shared-ui/icons';
import { useTranslation } from 'react-i18next';
import type { LabFlag } from './labs.resource.ts';

const useStyles = makeStyles({
  flag: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXXS, color: tokens.colorPaletteRedForeground1, fontWeight: tokens.fontWeightSemibold },
});

export function LabFlagText({ flag }: { flag: LabFlag | null }) {
  const { t } = useTranslation('patients');
  const styles = useStyles();
  if (!flag || flag === 'normal') return null;
  const Icon = flag === 'high' ? ArrowUpFilled : flag === 'low' ? ArrowDownFilled : WarningFilled;
  return (
    <Text className={styles.flag}>
      <Icon aria-hidden="true" />
      {t(`labs.flags.${flag}`)}
    </Text>
  );
}
