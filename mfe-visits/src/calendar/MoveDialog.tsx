/**
 * An entry of the calendar, opened by a click or from the keyboard (Tab to it, Enter): its visit
 * opens from here, and a scheduled visit or an event moves to another day and time — the same
 * write as a drag, for those who do not drag.
 */
import { isCalendarDay, localDay, localTime, paths, startOfLocalDay, zonedInstant } from '@emr/domain';
import { RouterLink, useClinicTimeZone } from '@emr/shared-ui';
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MovedItem } from './calendarEvents.ts';
import { VisitLabel } from './VisitLabel.tsx';

/** An entry as the calendar reports it, with whether it can move. */
export interface OpenedItem extends MovedItem {
  title: string;
  /** A visit's patient (its title is then the visit's type). */
  patientId?: string;
  movable: boolean;
}

const useStyles = makeStyles({ fields: { display: 'grid', gap: tokens.spacingHorizontalM, gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))' } });

export interface MoveDialogProps {
  item: OpenedItem;
  busy: boolean;
  onMove: (moved: MovedItem) => void;
  onClose: () => void;
}

export function MoveDialog({ item, busy, onMove, onClose }: MoveDialogProps) {
  const { t } = useTranslation('visits');
  const styles = useStyles();
  // the day and time as the clinic's wall clock shows them
  const timeZone = useClinicTimeZone();
  const [day, setDay] = useState(localDay(item.start, timeZone));
  const [time, setTime] = useState(localTime(item.start, timeZone));
  const valid = isCalendarDay(day) && (item.allDay || /^\d{2}:\d{2}$/.test(time));
  const start = new Date(valid ? (item.allDay ? startOfLocalDay(day, timeZone) : zonedInstant(day, time, timeZone)) : Number.NaN);
  const move = () => {
    const length = item.end ? item.end.getTime() - item.start.getTime() : 0;
    onMove({ ...item, start, end: item.end ? new Date(start.getTime() + length) : null });
  };
  return (
    <Dialog open onOpenChange={(_event, data) => !data.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{item.patientId ? <VisitLabel patientId={item.patientId} type={item.title} /> : item.title}</DialogTitle>
          <DialogContent>
            {item.kind === 'Visit' && <RouterLink to={paths.visitEdit(item.id)}>{t('calendar.openVisit')}</RouterLink>}
            {item.movable && (
              <div className={styles.fields}>
                <Field label={t('calendar.moveDay')} required>
                  <Input type="date" value={day} onChange={(_event, data) => setDay(data.value)} />
                </Field>
                {!item.allDay && (
                  <Field label={t('calendar.moveTime')} required>
                    <Input type="time" step={300} value={time} onChange={(_event, data) => setTime(data.value)} />
                  </Field>
                )}
              </div>
            )}
          </DialogContent>
          <DialogActions>
            {item.movable && (
              <Button appearance="primary" disabled={busy || !valid} onClick={move}>
                {t('calendar.move')}
              </Button>
            )}
            <Button onClick={onClose}>{t('calendar.close')}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
