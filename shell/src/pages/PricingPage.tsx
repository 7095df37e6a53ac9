/**
 * /pages/pricing — the product's editions: the clinic server (self-hosted, embedded), the
 * cloud (AWS Amplify in the clinic's own account) and the practice group (several clinics),
 * with what each includes. No invented numbers: hosting is what it costs where it runs.
 */
import { PageHeader } from '@emr/shared-ui';
import { Card, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text, makeStyles, tokens } from '@fluentui/react-components';
import { BuildingMultipleRegular, CheckmarkRegular, CloudRegular, type FluentIcon, ServerRegular } from '@fluentui/react-icons';
import { DismissRegular } from '@emr/shared-ui/icons';
import { useTranslation } from 'react-i18next';
import { Section } from './Section.tsx';

const EDITIONS: readonly { id: 'server' | 'cloud' | 'group'; icon: FluentIcon }[] = [
  { id: 'server', icon: ServerRegular },
  { id: 'cloud', icon: CloudRegular },
  { id: 'group', icon: BuildingMultipleRegular },
];

const FEATURE_COUNT = 4;

/** Which edition includes what (true = included). */
const COMPARISON: readonly { feature: string; server: boolean; cloud: boolean; group: boolean }[] = [
  { feature: 'allModules', server: true, cloud: true, group: true },
  { feature: 'roles', server: true, cloud: true, group: true },
  { feature: 'audit', server: true, cloud: true, group: true },
  { feature: 'languages', server: true, cloud: true, group: true },
  { feature: 'offline', server: true, cloud: false, group: false },
  { feature: 'remote', server: false, cloud: true, group: true },
  { feature: 'email', server: false, cloud: true, group: true },
  { feature: 'clinics', server: false, cloud: false, group: true },
];

const useStyles = makeStyles({
  sections: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL },
  cards: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))', gap: tokens.spacingHorizontalL },
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, paddingBlock: tokens.spacingVerticalL, paddingInline: tokens.spacingHorizontalL },
  icon: { fontSize: '32px', color: tokens.colorBrandForeground1 },
  price: { color: tokens.colorBrandForeground1 },
  list: { margin: 0, paddingInlineStart: tokens.spacingHorizontalL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  scroll: { overflowX: 'auto' },
  yes: { color: tokens.colorPaletteGreenForeground1 },
  no: { color: tokens.colorNeutralForeground3 },
  hidden: { position: 'absolute', width: '1px', height: '1px', margin: '-1px', overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap' },
});

export function PricingPage() {
  const { t } = useTranslation('shell');
  const styles = useStyles();
  return (
    <>
      <PageHeader title={t('pages.pricing.title')} subtitle={t('pages.pricing.subtitle')} />
      <div className={styles.sections}>
        <section aria-label={t('pages.pricing.editionsLabel')} className={styles.cards}>
          {EDITIONS.map(({ id, icon: Icon }) => (
            <Card key={id} className={styles.card}>
              <Icon aria-hidden className={styles.icon} />
              <Text as="h2" size={500} weight="semibold">
                {t(`pages.pricing.${id}.name`)}
              </Text>
              <Text weight="semibold" className={styles.price}>
                {t(`pages.pricing.${id}.price`)}
              </Text>
              <Text as="p">{t(`pages.pricing.${id}.summary`)}</Text>
              <ul className={styles.list}>
                {Array.from({ length: FEATURE_COUNT }, (_, i) => (
                  <li key={i}>
                    <Text>{t(`pages.pricing.${id}.features.f${i + 1}`)}</Text>
                  </li>
                ))}
              </ul>
            </Card>
          ))}
        </section>
        <Section title={t('pages.pricing.compare')}>
          <div className={styles.scroll}>
            <Table aria-label={t('pages.pricing.compare')}>
              <TableHeader>
                <TableRow>
                  <TableHeaderCell>{t('pages.pricing.feature')}</TableHeaderCell>
                  {EDITIONS.map(({ id }) => (
                    <TableHeaderCell key={id}>{t(`pages.pricing.${id}.name`)}</TableHeaderCell>
                  ))}
                </TableRow>
              </TableHeader>
              <TableBody>
                {COMPARISON.map((row) => (
                  <TableRow key={row.feature}>
                    <TableCell>{t(`pages.pricing.features.${row.feature}`)}</TableCell>
                    {EDITIONS.map(({ id }) => (
                      <TableCell key={id}>
                        {row[id] ? <CheckmarkRegular aria-hidden className={styles.yes} /> : <DismissRegular aria-hidden className={styles.no} />}
                        <span className={styles.hidden}>{row[id] ? t('pages.pricing.included') : t('pages.pricing.notIncluded')}</span>
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
        </Section>
        <Text as="p">{t('pages.pricing.note')}</Text>
      </div>
    </>
  );
}
