/**
 * A visit on the calendar: its patient's name (read for the entries the calendar draws, not for
 * every visit of the month: a month holds thousands) and its type, the name isolated so a Latin
 * name keeps its order on a right-to-left page. The time, when given, precedes it (an entry's
 * content, as the library draws an event's time and title). An entry asks for its name once it
 * has been painted: the month appears first (each entry with its PatientID until its name comes,
 * at once when the name was read before), and the hundred or so lookups follow.
 */
import { Bidi } from '@emr/shared-ui';
import { makeStyles } from '@fluentui/react-components';
import { type ReactNode, useEffect, useState } from 'react';
import { usePatientName } from '../shared/people.resource.ts';

const useStyles = makeStyles({
  time: { whiteSpace: 'nowrap', flexShrink: 0, overflow: 'hidden' },
  title: { fontWeight: 'bold', whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis', minWidth: 0 },
});

export interface VisitLabelProps {
  patientId: string;
  /** The visit's type, translated. */
  type: string;
  /** Ask for the name only after the first paint (default: at once). */
  afterPaint?: boolean;
  /** Isolate the name (default); off inside an element that takes its direction from its text. */
  isolateName?: boolean;
}

export function VisitLabel({ patientId, type, afterPaint = false, isolateName = true }: VisitLabelProps) {
  const [painted, setPainted] = useState(!afterPaint);
  useEffect(() => {
    if (painted) return undefined;
    // a frame's callbacks run before it paints: the task queued from one runs after
    let task: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      task = setTimeout(() => setPainted(true));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(task);
    };
  }, [painted]);
  const name = usePatientName(patientId, painted);
  return (
    <>
      {isolateName ? <Bidi>{name || patientId}</Bidi> : name || patientId} · {type}
    </>
  );
}

export interface CalendarEntryProps {
  /** The library's time text ('' when it shows none). */
  time: string;
  children: ReactNode;
}

/** An entry as the library lays it out (time, then title), the title in its own direction. */
export function CalendarEntry({ time, children }: CalendarEntryProps) {
  const styles = useStyles();
  return (
    <>
      {time && <span className={styles.time}>{time}</span>}
      {/* a Latin title on an Arabic calendar is cut at its end ("Jiménez, Mig…"), not its start */}
      <span className={styles.title} dir="auto">
        {children}
      </span>
    </>
  );
}

export interface VisitEntryProps extends VisitLabelProps {
  time: string;
}

export function VisitEntry({ time, ...label }: VisitEntryProps) {
  return (
    <CalendarEntry time={time}>
      <VisitLabel {...label} afterPaint isolateName={false} />
    </CalendarEntry>
  );
}
