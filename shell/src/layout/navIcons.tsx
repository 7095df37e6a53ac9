/**
 * The nav icon set: manifest entries name an icon ('people', 'calendar'…) rather than
 * import one, so a remote never ships icon code to the shell. Unknown names get a dot. Regular
 * glyphs only (no filled twin for the selected item, whose indicator and colour already mark it):
 * the filled set doubled the icons' weight in the first signed-in page.
 */
import {
  Calendar20Regular,
  CalendarAdd20Regular,
  CalendarPerson20Regular,
  Circle20Regular,
  ClipboardTaskListLtr20Regular,
  DataBarVertical20Regular,
  Heart20Regular,
  HeartPulse20Regular,
  Home20Regular,
  LockClosed20Regular,
  Money20Regular,
  Payment20Regular,
  People20Regular,
  PeopleTeam20Regular,
  Person20Regular,
  PersonAdd20Regular,
  QuestionCircle20Regular,
  Receipt20Regular,
  Settings20Regular,
  ShieldKeyhole20Regular,
  Syringe20Regular,
  TaskListAdd20Regular,
  TaskListSquareLtr20Regular,
  type FluentIcon,
} from '@fluentui/react-icons';

const ICONS: Record<string, FluentIcon> = {
  people: People20Regular,
  'person-add': PersonAdd20Regular,
  person: Person20Regular,
  'calendar-person': CalendarPerson20Regular,
  'calendar-add': CalendarAdd20Regular,
  calendar: Calendar20Regular,
  tasks: TaskListSquareLtr20Regular,
  'task-add': TaskListAdd20Regular,
  receipt: Receipt20Regular,
  payment: Payment20Regular,
  'payment-plan': Money20Regular,
  chart: DataBarVertical20Regular,
  heart: Heart20Regular,
  pulse: HeartPulse20Regular,
  syringe: Syringe20Regular,
  clipboard: ClipboardTaskListLtr20Regular,
  'people-team': PeopleTeam20Regular,
  shield: ShieldKeyhole20Regular,
  lock: LockClosed20Regular,
  question: QuestionCircle20Regular,
  home: Home20Regular,
  settings: Settings20Regular,
};

const Fallback = Circle20Regular;

export function NavIcon({ name }: { name: string | undefined }) {
  const Icon = (name && ICONS[name]) || Fallback;
  return <Icon aria-hidden />;
}
