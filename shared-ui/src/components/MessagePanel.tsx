/** A page-sized message in place of a page (not authorized, not found), with an optional way on. */
import { Text, makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  panel: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: tokens.spacingVerticalS,
    paddingBlock: tokens.spacingVerticalXL,
    paddingInline: tokens.spacingHorizontalXL,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
  },
});

export interface MessagePanelProps {
  title: string;
  body: string;
  action?: ReactNode;
}

export function MessagePanel({ title, body, action }: MessagePanelProps) {
  const styles = useStyles();
  return (
    <div className={styles.panel}>
      <Text as="h1" size={600} weight="semibold">
        {title}
      </Text>
      <Text as="p">{body}</Text>
      {action}
    </div>
  );
}
