/**
 * /pages/typography — the design system's type reference: Fluent's type ramp
 * (`typographyStyles`) with each style's size, line height and weight, and the font tokens
 * with their values in the clinic theme.
 */
import { PageHeader, createClinicTheme } from '@emr/shared-ui';
import {
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  type Theme,
  makeStyles,
  mergeClasses,
  tokens,
  typographyStyles,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { Section } from './Section.tsx';

type RampStyle = keyof typeof typographyStyles;

/** From the largest to the smallest, as the ramp is usually read. */
export const TYPE_RAMP: readonly RampStyle[] = [
  'display', 'largeTitle', 'title1', 'title2', 'title3', 'subtitle1', 'subtitle2', 'subtitle2Stronger',
  'body2', 'body1', 'body1Strong', 'body1Stronger', 'caption1', 'caption1Strong', 'caption1Stronger', 'caption2', 'caption2Strong',
];

const useRamp = makeStyles(typographyStyles);

const useStyles = makeStyles({
  sections: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  sample: { display: 'block', overflowWrap: 'anywhere' },
  code: { fontFamily: tokens.fontFamilyMonospace, fontSize: tokens.fontSizeBase200 },
  scroll: { overflowX: 'auto' },
});

const theme: Theme = createClinicTheme({ dark: false, skin: 'default' });
const TOKEN_GROUPS = [
  Object.keys(theme).filter((name) => name.startsWith('fontSize')),
  Object.keys(theme).filter((name) => name.startsWith('lineHeight')),
  Object.keys(theme).filter((name) => name.startsWith('fontWeight')),
  Object.keys(theme).filter((name) => name.startsWith('fontFamily')),
].flat() as (keyof Theme)[];

/** `var(--fontSizeBase300)` → `fontSizeBase300` → its value in the theme. */
function tokenValue(value: unknown): string {
  const name = typeof value === 'string' ? /^var\(--([A-Za-z0-9]+)\)$/.exec(value)?.[1] : undefined;
  return name && name in theme ? String(theme[name as keyof Theme]) : String(value ?? '');
}

export function TypographyPage() {
  const { t } = useTranslation('shell');
  const styles = useStyles();
  const ramp = useRamp();
  return (
    <>
      <PageHeader title={t('pages.typography.title')} subtitle={t('pages.typography.subtitle')} />
      <div className={styles.sections}>
        <Section title={t('pages.typography.ramp')} description={t('pages.typography.rampIntro')}>
          <div className={styles.scroll}>
            <Table aria-label={t('pages.typography.ramp')}>
              <TableHeader>
                <TableRow>
                  <TableHeaderCell>{t('pages.typography.columns.style')}</TableHeaderCell>
                  <TableHeaderCell>{t('pages.typography.columns.metrics')}</TableHeaderCell>
                  <TableHeaderCell>{t('pages.typography.columns.sample')}</TableHeaderCell>
                </TableRow>
              </TableHeader>
              <TableBody>
                {TYPE_RAMP.map((style) => {
                  const rule = typographyStyles[style];
                  return (
                    <TableRow key={style}>
                      <TableCell>
                        <Text className={styles.code}>{`typographyStyles.${style}`}</Text>
                      </TableCell>
                      <TableCell>
                        <Text className={styles.code}>
                          {`${tokenValue(rule.fontSize)} / ${tokenValue(rule.lineHeight)} · ${tokenValue(rule.fontWeight)}`}
                        </Text>
                      </TableCell>
                      <TableCell>
                        <span className={mergeClasses(ramp[style], styles.sample)}>{t('pages.typography.sample')}</span>
                      </TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          </div>
        </Section>
        <Section title={t('pages.typography.tokens')} description={t('pages.typography.tokensIntro')}>
          <div className={styles.scroll}>
            <Table aria-label={t('pages.typography.tokens')} size="small">
              <TableHeader>
                <TableRow>
                  <TableHeaderCell>{t('pages.typography.columns.token')}</TableHeaderCell>
                  <TableHeaderCell>{t('pages.typography.columns.value')}</TableHeaderCell>
                </TableRow>
              </TableHeader>
              <TableBody>
                {TOKEN_GROUPS.map((name) => (
                  <TableRow key={name}>
                    <TableCell>
                      <Text className={styles.code}>{`tokens.${name}`}</Text>
                    </TableCell>
                    <TableCell>
                      <Text className={styles.code}>{String(theme[name])}</Text>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
        </Section>
        <Section title={t('pages.typography.usageTitle')}>
          <ul>
            <li>{t('pages.typography.usage.headings')}</li>
            <li>{t('pages.typography.usage.body')}</li>
            <li>{t('pages.typography.usage.tokens')}</li>
            <li>{t('pages.typography.usage.rtl')}</li>
          </ul>
        </Section>
      </div>
    </>
  );
}
