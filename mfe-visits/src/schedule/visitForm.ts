/** The scheduling form's fields and rules; messages are translation keys of `visits`. */
import { VISIT_DURATIONS } from '@emr/domain';
import { z } from 'zod';

export const visitFormSchema = z.object({
  patient: z.object({ id: z.string(), name: z.string() }).nullable().refine((p) => p !== null, 'add.errors.patient'),
  type: z.string().min(1, 'add.errors.type'),
  providerId: z.string().min(1, 'add.errors.provider'),
  day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'add.errors.day'),
  time: z.string().regex(/^\d{2}:\d{2}$/, 'add.errors.time'),
  minutes: z.number().refine((m) => (VISIT_DURATIONS as readonly number[]).includes(m), 'add.errors.minutes'),
  reason: z.string().max(500, 'add.errors.reason'),
});

export type VisitFormValues = z.input<typeof visitFormSchema>;

/** The visit's start and planned end, as instants. */
export function slotOf(day: string, time: string, minutes: number): { start: string; end: string } | null {
  const start = new Date(`${day}T${time}:00`);
  if (Number.isNaN(start.getTime())) return null;
  return { start: start.toISOString(), end: new Date(start.getTime() + minutes * 60_000).toISOString() };
}
