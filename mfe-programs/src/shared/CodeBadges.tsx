/** CPT/HCPCS code lines as badges: "99439 ×2". */
import type { CodeLine } from '@emr/domain';
import { Badge, makeStyles, tokens } from '@fluentui/react-components';
import { Bidi } from '@emr/shared-ui';

const useStyles = makeStyles({ row: { display: 'inline-flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS } });

export interface CodeBadgesProps {
  codes: readonly CodeLine[];
  empty: string;
}

export function CodeBadges({ codes, empty }: CodeBadgesProps) {
  const styles = useStyles();
  if (codes.length === 0) return <span>{empty}</span>;
  return (
    <span className={styles.row}>
      {codes.map((line) => (
        <Badge key={line.code} appearance="tint" color="brand">
          <Bidi>{line.units > 1 ? `${line.code} ×${line.units}` : line.code}</Bidi>
        </Badge>
      ))}
    </span>
  );
}

export const codeText = (codes: readonly CodeLine[]) => codes.map((line) => (line.units > 1 ? `${line.code} ×${line.units}` : line.code)).join(', ');
