/**
 * /apps/calendar: the visits and the clinic's calendar events by month, week or day, for one
 * provider or everyone; the static 6-week month and the first day of the week as options.
 * A drag moves a scheduled visit or an event (a move the server refuses — someone changed it
 * first — puts it back, says why and reloads the calendar), or from the entry's dialog (keyboard);
 * an empty slot schedules a visit or adds a clinic event there; an event opens in its form.
 * The calendar library loads with this page only.
 */
import { type AppAbility, paths } from '@emr/domain';
import { type EmrRecord, PageHeader, RouterLink, errorMessage, formatDate, formatTime, toAppError, useAbility, useClinicTimeZone, useClinicToday, useNotify } from '@emr/shared-ui';
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Dropdown, Field, MessageBar, MessageBarActions, MessageBarBody, Option, Spinner, Switch, makeStyles, tokens } from '@fluentui/react-components';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useProviders } from '../shared/people.resource.ts';
import { type CalendarRange, useCalendarRows, useMoveOnCalendar, useSaveEvent } from './calendar.resource.ts';
import { EventDialog } from './EventDialog.tsx';
import { type EventFormValues, eventValues, newEventValues } from './eventForm.ts';
import { type CalendarItem, type MovedItem, eventItem, visitItem } from './calendarEvents.ts';
import { type CalendarSettings, readSettings, viewRange, weekdayNames, writeSettings } from './calendarSettings.ts';
import { MoveDialog, type OpenedItem } from './MoveDialog.tsx';
import { monthEntries, moreItem } from './monthEntries.ts';
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
  const [today, timeZone] = [useClinicToday(), useClinicTimeZone()];
  // the rows are read from the first render (CalendarRoute asks for the same while this page loads): the range the library will report
  const [range, setRange] = useState<CalendarRange | null>(() => viewRange(settings, settings.date || today, timeZone));
  // what the calendar shows, written to the address once it has rendered (a reload opens the same)
  const [opened, setOpened] = useState<OpenedItem | null>(null);
  const [shown, setShown] = useState<Pick<CalendarSettings, 'view' | 'date'> | null>(null);
  const rows = useCalendarRows(range, settings.providerId);
  const { providers, nameOf } = useProviders();
  const move = useMoveOnCalendar();
  const ability = useAbility<AppAbility>();
  const [canMoveVisit, canMoveEvent, canSchedule, canAddEvent] = [ability.can('update', 'Visit'), ability.can('update', 'CalendarEvent'), ability.can('create', 'Visit'), ability.can('create', 'CalendarEvent')];
  // an empty slot offers a visit or an event there; an event opens in its form
  const [slot, setSlot] = useState<{ day: string; time: string | null } | null>(null);
  const [editing, setEditing] = useState<{ event: EmrRecord | null; values: EventFormValues } | null>(null);
  const saveEvent = useSaveEvent();
  const scheduleAt = (day: string, time: string | null) => paths.visitAdd({ day, ...(time ? { time } : {}), ...(settings.providerId ? { providerId: settings.providerId } : {}) });
  const onSlot = (day: string, time: string | null) => {
    if (canAddEvent) setSlot({ day, time });
    else navigate(scheduleAt(day, time));
  };
  const onOpen = (item: OpenedItem) => {
    const row = item.kind === 'CalendarEvent' && canMoveEvent ? rows.events.find((event) => event.id === item.id) : undefined;
    if (row) setEditing({ event: row, values: eventValues(row) });
    else setOpened(item);
  };
  const save = (fields: Record<string, unknown>) =>
    editing &&
    saveEvent.mutate(
      { event: editing.event, fields },
      {
        onSuccess: () => {
          setEditing(null);
          notify('success', t('event.saved', { title: String(fields['Title']) }));
        },
        onError: (error) => {
          notify('error', t('event.failed'), toAppError(error).message);
          rows.refetch();
        },
      },
    );

  // the month is given each day's first entries and its "+N more"; a week or a day everything
  const view = shown?.view ?? settings.view;
  const items = useMemo<CalendarItem[]>(() => {
    const typeLabels = new Map<string, string>();
    const typeLabel = (type: string) => typeLabels.get(type) ?? typeLabels.set(type, t(`types.${type}`, { defaultValue: type })).get(type)!;
    const all = [...rows.visits.map((visit) => visitItem(visit, typeLabel(visit.type), canMoveVisit)), ...rows.events.map((row) => eventItem(row, canMoveEvent))];
    if (view !== 'month') return all;
    const { shown: first, more } = monthEntries(all, timeZone);
    return [...first, ...more.map((day) => moreItem(day, t('calendar.more', { count: day.count })))];
  }, [rows.visits, rows.events, t, canMoveVisit, canMoveEvent, view, timeZone]);

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
        {canAddEvent && <Button onClick={() => setEditing({ event: null, values: newEventValues(settings.date || today, null) })}>{t('event.add')}</Button>}
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
        canSchedule={canSchedule || canAddEvent}
        onRange={(next, view, date) => {
          setRange((current) => (current?.from === next.from && current.to === next.to ? current : next));
          setShown((current) => (current?.view === view && current.date === date ? current : { view, date }));
        }}
        onSlot={onSlot}
        onOpen={onOpen}
        onMove={moveTo}
      />
      {slot && (
        <Dialog open onOpenChange={(_event, data) => !data.open && setSlot(null)}>
          <DialogSurface>
            <DialogBody>
              <DialogTitle>{t('event.slotTitle', { when: slot.time ? `${formatDate(slot.day, i18n.language)} ${formatTime(slot.time, i18n.language)}` : formatDate(slot.day, i18n.language) })}</DialogTitle>
              <DialogContent>{t('event.slotQuestion')}</DialogContent>
              <DialogActions>
                {canSchedule && <RouterLink to={scheduleAt(slot.day, slot.time)}>{t('event.scheduleHere')}</RouterLink>}
                <Button
                  appearance="primary"
                  onClick={() => {
                    setEditing({ event: null, values: newEventValues(slot.day, slot.time) });
                    setSlot(null);
                  }}
                >
                  {t('event.addHere')}
                </Button>
                <Button onClick={() => setSlot(null)}>{t('calendar.close')}</Button>
              </DialogActions>
            </DialogBody>
          </DialogSurface>
        </Dialog>
      )}
      {editing && <EventDialog event={editing.event} values={editing.values} busy={saveEvent.isPending} onSave={save} onClose={() => setEditing(null)} />}
      {opened && <MoveDialog item={opened} busy={move.isPending} onClose={() => setOpened(null)} onMove={(moved) => moveTo(moved, () => undefined)} />}
    </div>
  );
}
