/**
 * /access-control: what each role may do with each kind of record, as a table whose cells
 * say it in words (the compact letters are only a visual shorthand).
 */
import { ROLES } from '@emr/domain';
import { PageHeader } from '@emr/shared-ui';
import { Text, makeStyles, shorthands, tokens } from '@fluentui/react-components';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { MATRIX_SUBJECTS, compactCell, roleMatrix } from './permissionMatrix.ts';
import { permissionText } from './permissionText.ts';

const useStyles = makeStyles({
  scroller: { overflowX: 'auto', maxWidth: '100%' },
  table: { borderCollapse: 'collapse', minWidth: '560px' },
  caption: { textAlign: 'start', fontWeight: tokens.fontWeightSemibold, paddingBlockEnd: tokens.spacingVerticalS },
  cell: {
    ...shorthands.borderBottom(tokens.strokeWidthThin, 'solid', tokens.colorNeutralStroke2),
    paddingBlock: tokens.spacingVerticalXS,
    paddingInline: tokens.spacingHorizontalM,
    textAlign: 'start',
    fontFamily: tokens.fontFamilyMonospace,
  },
  head: {
    ...shorthands.borderBottom(tokens.strokeWidthThick, 'solid', tokens.colorNeutralStroke1),
    paddingBlock: tokens.spacingVerticalS,
    paddingInline: tokens.spacingHorizontalM,
    textAlign: 'start',
  },
  rowHead: {
    ...shorthands.borderBottom(tokens.strokeWidthThin, 'solid', tokens.colorNeutralStroke2),
    paddingBlock: tokens.spacingVerticalXS,
    paddingInline: tokens.spacingHorizontalM,
    textAlign: 'start',
    fontWeight: tokens.fontWeightRegular,
  },
  legend: { display: 'block', marginBlockEnd: tokens.spacingVerticalM },
  visuallyHidden: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    margin: '-1px',
    padding: 0,
    overflow: 'hidden',
    clipPath: 'inset(50%)',
    whiteSpace: 'nowrap',
    border: 0,
  },
});

export function AccessControlPage() {
  const { t, i18n } = useTranslation('admin');
  const styles = useStyles();
  const captionId = useId();
  const matrix = useMemo(() => roleMatrix(), []);

  return (
    <div>
      <PageHeader title={t('access.title')} subtitle={t('access.subtitle')} />
      <Text className={styles.legend}>{t('access.legend')}</Text>
      <div className={styles.scroller} role="region" aria-labelledby={captionId} tabIndex={0}>
        <table className={styles.table}>
          <caption id={captionId} className={styles.caption}>
            {t('access.caption')}
          </caption>
          <thead>
            <tr>
              <th scope="col" className={styles.head}>
                {t('access.subject')}
              </th>
              {ROLES.map((role) => (
                <th key={role} scope="col" className={styles.head}>
                  {t(`common:roles.${role}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {MATRIX_SUBJECTS.map((subject) => (
              <tr key={subject}>
                <th scope="row" className={styles.rowHead}>
                  {t(`kinds.${subject}`)}
                </th>
                {ROLES.map((role) => {
                  const permissions = matrix[role][subject];
                  return (
                    <td key={role} className={styles.cell}>
                      <span aria-hidden="true">{compactCell(permissions)}</span>
                      <span className={styles.visuallyHidden}>{permissionText(t, i18n.language, permissions)}</span>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
