/**
 * /apps/calendar: the visits and the clinic's calendar events by month, week or day, for one
 * provider or everyone; the static 6-week month and the first day of the week as options.
 * A drag moves a scheduled visit or an event (a move the server refuses — someone changed it
 * first — puts it back, says why and reloads the calendar), or from the entry's dialog (keyboard);
 * an empty slot schedules a visit there.
 * The calendar library loads with this page only.
 */
import { type AppAbility, paths } from '@emr/domain';
import { PageHeader, errorMessage, toAppError, useAbility, useNotify } from '@emr/shared-ui';
import { Button, Dropdown, Field, MessageBar, MessageBarActions, MessageBarBody, Option, Spinner, Switch, makeStyles, tokens } from '@fluentui/react-components';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { usePatientNames, useProviders } from '../shared/people.resource.ts';
import { type CalendarRange, useCalendarRows, useMoveOnCalendar } from './calendar.resource.ts';
import { type CalendarItem, type MovedItem, eventItem, visitItem } from './calendarEvents.ts';
import { type CalendarSettings, readSettings, weekdayNames, writeSettings } from './calendarSettings.ts';
import { MoveDialog, type OpenedItem } from './MoveDialog.tsx';
import { VisitCalendar } from './VisitCalendar.tsx';

const useStyles = makeStyles({
  options: { display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: tokens.spacingHorizontalL, marginBlockEnd: tokens.spacingVerticalM },
  status: { minBlockSize: '32px', marginBlockEnd: tokens.spacingVerticalS },
});

export function CalendarPage() {
  const { t, i18n } = useTranslation('visits');
  const styles = useStyles();
  const navigate = useNavigate();
  const notify = useNotify();
  const [params, setParams] = useSearchParams();
  const settings = readSettings(params);
  const [range, setRange] = useState<CalendarRange | null>(null);
  // what the calendar shows, written to the address once it has rendered (a reload opens the same)
  const [opened, setOpened] = useState<OpenedItem | null>(null);
  const [shown, setShown] = useState<Pick<CalendarSettings, 'view' | 'date'> | null>(null);
  const rows = useCalendarRows(range, settings.providerId);
  const { providers, nameOf } = useProviders();
  const names = usePatientNames(rows.visits.map((visit) => visit.patientId));
  const move = useMoveOnCalendar();
  const ability = useAbility<AppAbility>();
  const [canMoveVisit, canMoveEvent, canSchedule] = [ability.can('update', 'Visit'), ability.can('update', 'CalendarEvent'), ability.can('create', 'Visit')];

  const items = useMemo<CalendarItem[]>(
    () => [
      ...rows.visits.map((visit) => visitItem(visit, names.get(visit.patientId) ?? '', t(`types.${visit.type}`, { defaultValue: visit.type }), canMoveVisit)),
      ...rows.events.map((row) => eventItem(row, canMoveEvent)),
    ],
    [rows.visits, rows.events, names, t, canMoveVisit, canMoveEvent],
  );

  // a drag or the dialog; a refused move goes back (`undo`) and the calendar reloads the server's times
  const moveTo = (moved: MovedItem, undo: () => void) =>
    move.mutate(moved, {
      onSuccess: () => {
        setOpened(null);
        notify('success', t('calendar.moved'));
      },
      onError: (error) => {
        undo();
        setOpened(null);
        notify('error', t('calendar.moveFailed'), toAppError(error).message);
        rows.refetch();
      },
    });
  const update = (changes: Partial<CalendarSettings>) => setParams(writeSettings({ ...settings, ...changes }), { replace: true });
  useEffect(() => {
    if (shown && (shown.view !== settings.view || shown.date !== settings.date)) update(shown);
  }, [shown?.view, shown?.date]);
  const weekdays = weekdayNames(i18n.language);
  const providerLabel = settings.providerId ? nameOf(settings.providerId) : t('calendar.everyone');

  return (
    <div>
      <PageHeader title={t('calendar.title')} subtitle={t('calendar.subtitle')} />
      <div className={styles.options} role="group" aria-label={t('calendar.options')}>
        <Field label={t('calendar.provider')}>
          <Dropdown value={providerLabel} selectedOptions={[settings.providerId]} onOptionSelect={(_event, data) => update({ providerId: data.optionValue ?? '' })}>
            <Option value="">{t('calendar.everyone')}</Option>
            {providers.map((provider) => (
              <Option key={provider.id} value={provider.id}>
                {provider.name}
              </Option>
            ))}
          </Dropdown>
        </Field>
        <Field label={t('calendar.firstDay')}>
          <Dropdown value={weekdays[settings.firstDay]} selectedOptions={[String(settings.firstDay)]} onOptionSelect={(_event, data) => update({ firstDay: Number(data.optionValue ?? 0) })}>
            {weekdays.map((name, day) => (
              <Option key={day} value={String(day)}>
                {name}
              </Option>
            ))}
          </Dropdown>
        </Field>
        <Switch label={t('calendar.sixWeeks')} checked={settings.sixWeeks} onChange={(_event, data) => update({ sixWeeks: data.checked })} />
      </div>
      <div className={styles.status} aria-live="polite">
        {rows.isLoading && <Spinner size="tiny" label={t('calendar.loading')} labelPosition="after" />}
        {rows.error !== null && !rows.isLoading && (
          <MessageBar intent="error">
            <MessageBarBody>
              {t('calendar.error')} {errorMessage(t, rows.error)}
            </MessageBarBody>
            <MessageBarActions>
              <Button onClick={rows.refetch}>{t('calendar.retry')}</Button>
            </MessageBarActions>
          </MessageBar>
        )}
        {range !== null && !rows.isLoading && rows.error === null && items.length === 0 && <MessageBar intent="info"><MessageBarBody>{t('calendar.empty')}</MessageBarBody></MessageBar>}
      </div>
      <VisitCalendar
        settings={settings}
        items={items}
        canSchedule={canSchedule}
        onRange={(next, view, date) => {
          setRange((current) => (current?.from === next.from && current.to === next.to ? current : next));
          setShown((current) => (current?.view === view && current.date === date ? current : { view, date }));
        }}
        onSlot={(day, time) => navigate(paths.visitAdd({ day, ...(time ? { time } : {}), ...(settings.providerId ? { providerId: settings.providerId } : {}) }))}
        onOpen={setOpened}
        onMove={moveTo}
      />
      {opened && <MoveDialog item={opened} busy={move.isPending} onClose={() => setOpened(null)} onMove={(moved) => moveTo(moved, () => undefined)} />}
    </div>
  );
}
