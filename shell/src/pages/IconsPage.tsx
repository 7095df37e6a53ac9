/**
 * /pages/icons — the design system's icon reference: the Fluent icons the app uses, their
 * component names, the key a module manifest names them by, and what each stands for.
 */
import { PageHeader } from '@emr/shared-ui';
import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text, makeStyles, tokens } from '@fluentui/react-components';
import {
  AlertRegular,
  ArrowUpRegular,
  CalendarLtrRegular,
  CalendarPersonRegular,
  ChevronDoubleLeftRegular,
  ClipboardTaskRegular,
  DataBarVerticalRegular,
  type FluentIcon,
  HeartPulseRegular,
  LocalLanguageRegular,
  LockClosedRegular,
  PaymentRegular,
  PeopleRegular,
  PeopleTeamRegular,
  PersonRegular,
  PulseRegular,
  QuestionCircleRegular,
  ReceiptRegular,
  SettingsRegular,
  ShieldKeyholeRegular,
  SignOutRegular,
  SyringeRegular,
  TaskListAddRegular,
  TaskListLtrRegular,
  WalletRegular,
  WeatherMoonRegular,
  WeatherSunnyRegular,
} from '@fluentui/react-icons';
import { AddRegular, ArrowDownloadRegular, CalendarAddRegular, DeleteRegular, EditRegular, PersonAddRegular, SearchRegular } from '@emr/shared-ui/icons';
import { useTranslation } from 'react-i18next';
import { Section } from './Section.tsx';

export interface IconEntry {
  /** The name a module manifest's nav item uses (`icon`), when it has one. */
  key?: string;
  name: string;
  icon: FluentIcon;
  use: string;
}

export const NAVIGATION_ICONS: readonly IconEntry[] = [
  { key: 'people', name: 'PeopleRegular', icon: PeopleRegular, use: 'patientsList' },
  { key: 'person-add', name: 'PersonAddRegular', icon: PersonAddRegular, use: 'personAdd' },
  { key: 'calendar-person', name: 'CalendarPersonRegular', icon: CalendarPersonRegular, use: 'visitsList' },
  { key: 'calendar-add', name: 'CalendarAddRegular', icon: CalendarAddRegular, use: 'visitsAdd' },
  { key: 'calendar', name: 'CalendarLtrRegular', icon: CalendarLtrRegular, use: 'calendar' },
  { key: 'tasks', name: 'TaskListLtrRegular', icon: TaskListLtrRegular, use: 'tasksList' },
  { key: 'task-add', name: 'TaskListAddRegular', icon: TaskListAddRegular, use: 'tasksAdd' },
  { key: 'receipt', name: 'ReceiptRegular', icon: ReceiptRegular, use: 'claimAdd' },
  { key: 'payment', name: 'PaymentRegular', icon: PaymentRegular, use: 'paymentAdd' },
  { key: 'payment-plan', name: 'WalletRegular', icon: WalletRegular, use: 'paymentPlans' },
  { key: 'chart', name: 'DataBarVerticalRegular', icon: DataBarVerticalRegular, use: 'billingReports' },
  { key: 'heart', name: 'HeartPulseRegular', icon: HeartPulseRegular, use: 'ccm' },
  { key: 'pulse', name: 'PulseRegular', icon: PulseRegular, use: 'rpm' },
  { key: 'syringe', name: 'SyringeRegular', icon: SyringeRegular, use: 'injections' },
  { key: 'clipboard', name: 'ClipboardTaskRegular', icon: ClipboardTaskRegular, use: 'medicalPrograms' },
  { key: 'people-team', name: 'PeopleTeamRegular', icon: PeopleTeamRegular, use: 'userList' },
  { key: 'shield', name: 'ShieldKeyholeRegular', icon: ShieldKeyholeRegular, use: 'roles' },
  { key: 'lock', name: 'LockClosedRegular', icon: LockClosedRegular, use: 'accessControl' },
  { key: 'question', name: 'QuestionCircleRegular', icon: QuestionCircleRegular, use: 'faq' },
];

export const ACTION_ICONS: readonly IconEntry[] = [
  { name: 'SearchRegular', icon: SearchRegular, use: 'search' },
  { name: 'AlertRegular', icon: AlertRegular, use: 'notifications' },
  { name: 'WeatherSunnyRegular', icon: WeatherSunnyRegular, use: 'lightTheme' },
  { name: 'WeatherMoonRegular', icon: WeatherMoonRegular, use: 'darkTheme' },
  { name: 'LocalLanguageRegular', icon: LocalLanguageRegular, use: 'language' },
  { name: 'PersonRegular', icon: PersonRegular, use: 'profile' },
  { name: 'SettingsRegular', icon: SettingsRegular, use: 'settings' },
  { name: 'SignOutRegular', icon: SignOutRegular, use: 'signOut' },
  { name: 'AddRegular', icon: AddRegular, use: 'add' },
  { name: 'EditRegular', icon: EditRegular, use: 'edit' },
  { name: 'DeleteRegular', icon: DeleteRegular, use: 'delete' },
  { name: 'ArrowDownloadRegular', icon: ArrowDownloadRegular, use: 'export' },
  { name: 'ChevronDoubleLeftRegular', icon: ChevronDoubleLeftRegular, use: 'firstPage' },
  { name: 'ArrowUpRegular', icon: ArrowUpRegular, use: 'scrollTop' },
];

const useStyles = makeStyles({
  sections: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  preview: { fontSize: '24px', color: tokens.colorBrandForeground1, display: 'block' },
  code: { fontFamily: tokens.fontFamilyMonospace, fontSize: tokens.fontSizeBase200 },
  scroll: { overflowX: 'auto' },
});

function IconTable({ entries, caption, withKeys }: { entries: readonly IconEntry[]; caption: string; withKeys: boolean }) {
  const { t } = useTranslation('shell');
  const styles = useStyles();
  return (
    <div className={styles.scroll}>
      <Table aria-label={caption} size="small">
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{t('pages.icons.columns.icon')}</TableHeaderCell>
            <TableHeaderCell>{t('pages.icons.columns.name')}</TableHeaderCell>
            {withKeys && <TableHeaderCell>{t('pages.icons.columns.key')}</TableHeaderCell>}
            <TableHeaderCell>{t('pages.icons.columns.use')}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {entries.map(({ key, name, icon: Icon, use }) => (
            <TableRow key={name + use}>
              <TableCell>
                <Icon aria-hidden className={styles.preview} />
              </TableCell>
              <TableCell>
                <Text className={styles.code}>{name}</Text>
              </TableCell>
              {withKeys && (
                <TableCell>
                  <Text className={styles.code}>{key}</Text>
                </TableCell>
              )}
              <TableCell>{t(`pages.icons.uses.${use}`)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}

export function IconsPage() {
  const { t } = useTranslation('shell');
  const styles = useStyles();
  return (
    <>
      <PageHeader title={t('pages.icons.title')} subtitle={t('pages.icons.subtitle')} />
      <div className={styles.sections}>
        <Section title={t('pages.icons.navigation')} description={t('pages.icons.navigationIntro')}>
          <IconTable entries={NAVIGATION_ICONS} caption={t('pages.icons.navigation')} withKeys />
        </Section>
        <Section title={t('pages.icons.actions')} description={t('pages.icons.actionsIntro')}>
          <IconTable entries={ACTION_ICONS} caption={t('pages.icons.actions')} withKeys={false} />
        </Section>
        <Section title={t('pages.icons.rulesTitle')}>
          <ul>
            <li>{t('pages.icons.rules.regular')}</li>
            <li>{t('pages.icons.rules.label')}</li>
            <li>{t('pages.icons.rules.rtl')}</li>
          </ul>
        </Section>
      </div>
    </>
  );
}
