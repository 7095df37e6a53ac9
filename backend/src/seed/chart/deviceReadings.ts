/**
 * RPM home readings: what an enrolment's device sends (Vitals rows with `Program` 'rpm' and no
 * visit, as the reading form and the CSV import save them), the device fitting the patient's
 * condition — a scale for heart failure, a glucometer for diabetes, a pulse oximeter for COPD,
 * else a blood pressure cuff —, its values around the patient's last clinic vitals with a few out
 * of the protocol's limits (READING_LIMITS: the pages flag them, and each opened a task for the
 * care team, as the reading form does). Adherence is the patient's: a
 * steady one reads on 17–29 days of each 30-day device period (99454), a partial one on 4–13
 * (99445), a lapsed one on at most one (nothing to bill). Readings are drawn from their own
 * random stream, so the rest of the chart does not depend on them.
 */
import { RPM_ALERT_TASK, type ReadingValues, outOfRange } from '@emr/domain/care';
import type { RPM_DEVICE_TYPES } from '@emr/domain/fieldRules';
import { DAY_MS, iso } from '../clock.ts';
import { Rng, hashString } from '../random.ts';
import type { PatientChart, Problems, SeedRow } from './types.ts';

export interface RpmDevice {
  name: string;
  type: (typeof RPM_DEVICE_TYPES)[number];
  /** Serial number prefix. */
  serial: string;
}

const DEVICES = {
  cuff: { name: 'Omron cellular BP cuff', type: 'bloodPressureCuff', serial: 'OM' },
  smartCuff: { name: 'Smart Meter iBloodPressure', type: 'bloodPressureCuff', serial: 'SM' },
  scale: { name: 'Tenovi cellular scale', type: 'scale', serial: 'TN' },
  glucometer: { name: 'Smart Meter iGlucose', type: 'glucometer', serial: 'SG' },
  oximeter: { name: 'Tenovi pulse oximeter', type: 'pulseOximeter', serial: 'TP' },
} as const satisfies Record<string, RpmDevice>;

/** The device a patient's condition calls for (heart failure, diabetes with kidney disease, COPD; else hypertension's cuff, of either make). */
export function rpmDeviceFor(problems: Problems, smartCuff: boolean): RpmDevice {
  if (problems.has('chf')) return DEVICES.scale;
  if (problems.has('t2dck')) return DEVICES.glucometer;
  if (problems.has('copd')) return DEVICES.oximeter;
  return smartCuff ? DEVICES.smartCuff : DEVICES.cuff;
}

export type Adherence = 'steady' | 'partial' | 'lapsed';

/** Device days per full 30-day period, by adherence. */
const DAYS_PER_PERIOD: Record<Adherence, readonly [number, number]> = { steady: [17, 29], partial: [4, 13], lapsed: [0, 1] };
const PERIOD_DAYS = 30;
/** The task an out-of-range reading opens (the reading form's words, mfe-programs `rpm.taskText`). */
const ALERT_TASK = RPM_ALERT_TASK;

/** The monthly call notes of an RPM patient: what the device reads, or that it is not used. */
export const RPM_NOTES: Record<RpmDevice['type'] | 'lapsed', readonly string[]> = {
  bloodPressureCuff: ['Reviewed home BP readings; within goal', 'Called patient about elevated BP readings; advised to recheck', 'Reviewed BP trend; reinforced low-salt diet', 'Interactive call: device troubleshooting and education', 'Reviewed readings with provider; no change to plan'],
  scale: ['Reviewed daily weights; stable, no fluid gain', 'Called patient about a 3 lb weight gain; reviewed diuretic dosing', 'Reviewed weight trend; reinforced fluid restriction', 'Interactive call: device troubleshooting and education', 'Reviewed readings with provider; no change to plan'],
  glucometer: ['Reviewed home glucose log; fasting values near goal', 'Called patient about high glucose readings; reviewed diet and medication timing', 'Reviewed hypoglycemia precautions', 'Interactive call: device troubleshooting and education', 'Reviewed readings with provider; no change to plan'],
  pulseOximeter: ['Reviewed home SpO2 readings; stable on room air', 'Called patient about low SpO2 readings; reviewed the COPD action plan', 'Reviewed inhaler technique and rescue inhaler use', 'Interactive call: device troubleshooting and education', 'Reviewed readings with provider; no change to plan'],
  lapsed: ['Called patient: no readings received; re-taught the device', 'Left voicemail about missing readings', 'Called patient: device not charged; walked through set-up', 'Interactive call: device troubleshooting and education', 'Reviewed missing readings with provider; plan to discuss at next visit'],
};

export interface ReadingSpan {
  device: RpmDevice;
  adherence: Adherence;
  /** The device's first day (its 30-day periods roll from it), the first and last day with readings (days from the clinic's today). */
  startDay: number;
  fromDay: number;
  toDay: number;
  enrolment: SeedRow;
}

/** The readings of a span as rows of the chart; answers their times (`DateConducted`). */
export function deviceReadingRows(c: PatientChart, span: ReadingSpan): string[] {
  const { ctx, person } = c;
  const { clock } = ctx;
  const rng = new Rng((hashString(`rpm-readings:${ctx.clinicId}:${person.patientId}`) ^ ctx.seed) >>> 0);
  const read = readingValues(rng, span.device, lastVitals(c.rows));
  const times: string[] = [];
  const periodOf = (day: number) => Math.floor((day - span.startDay) / PERIOD_DAYS);
  for (let period = periodOf(span.fromDay); period <= periodOf(span.toDay); period++) {
    const first = Math.max(span.fromDay, span.startDay + period * PERIOD_DAYS);
    const last = Math.min(span.toDay, span.startDay + (period + 1) * PERIOD_DAYS - 1);
    const [min, max] = DAYS_PER_PERIOD[span.adherence];
    // a period begun or cut short has its share of the days
    const count = Math.round((rng.int(min, max) * (last - first + 1)) / PERIOD_DAYS);
    const days = rng.sample(Array.from({ length: last - first + 1 }, (_, i) => first + i), count).sort((a, b) => a - b);
    for (const day of days) {
      // mornings, and a second cuff reading some evenings (before 18:00, so the UTC day is the clinic's)
      const minutes = [6 * 60 + 30 + rng.int(0, 180), ...(span.device.type === 'bloodPressureCuff' && rng.chance(0.2) ? [16 * 60 + 30 + rng.int(0, 75)] : [])];
      for (const minute of minutes) {
        const at = clock.at(day, minute);
        if (at > clock.now) continue;
        const taken = iso(at);
        times.push(taken);
        // as the reading form saves one (recorded by the enrolment's nurse), with the time it was taken
        const values = read();
        const nurse = span.enrolment.fields['AssignedTo'];
        c.add('Vitals', c.chart({ Program: 'rpm', DateConducted: taken, Timestamp: taken, Vitals: values, CreatedBy: nurse }));
        // and, as the form does, a task for the care team when it is out of range: done the next day, the last few days' still open
        if (outOfRange(values).length > 0) {
          const done = at < clock.now - 3 * DAY_MS;
          c.add('Task', c.chart({
            Task: ALERT_TASK, TaskType: 'Care management', Priority: 'High', AssignedTo: nurse, DueDate: taken, Done: done,
            ...(done ? { TimeCompleted: iso(at + DAY_MS) } : {}), CreatedBy: nurse,
          }));
        }
      }
    }
  }
  return times;
}

/** The patient's last vitals taken at the clinic (the home readings scatter around them). */
function lastVitals(rows: readonly SeedRow[]): Partial<Record<'systolic' | 'diastolic' | 'weightLb' | 'spo2', number>> {
  for (let i = rows.length - 1; i >= 0; i--) if (rows[i]!.kind === 'Vitals') return rows[i]!.fields['Vitals'] as Record<string, number>;
  return {};
}

/** One reading of the device at a time: mostly in range, about one in fifty outside the limits. */
function readingValues(rng: Rng, device: RpmDevice, clinic: ReturnType<typeof lastVitals>): () => ReadingValues {
  const spike = () => rng.chance(0.02);
  switch (device.type) {
    case 'scale': {
      // daily weights wander around the clinic's, with a slow drift
      let weight = clinic.weightLb ?? 190;
      return () => {
        weight += rng.normal(0, 0.6);
        return { weightLb: Math.round(weight * 10) / 10 };
      };
    }
    case 'glucometer':
      return () => ({ glucose: spike() ? (rng.chance(0.7) ? rng.int(255, 320) : rng.int(58, 68)) : Math.round(rng.normal(138, 20, 85, 230)) });
    case 'pulseOximeter': {
      const usual = Math.min(clinic.spo2 ?? 94, 95);
      return () => ({ spo2: spike() ? rng.int(85, 89) : Math.round(rng.normal(usual, 1, 90, 98)) });
    }
    default: {
      // home readings run a little under the clinic's (no white coat)
      const [systolic, diastolic] = [(clinic.systolic ?? 136) - 4, (clinic.diastolic ?? 84) - 2];
      return () => {
        if (spike()) return { systolic: rng.int(182, 198), diastolic: rng.int(96, 114) };
        // the diastolic follows the systolic (about half its swing), with its own scatter
        const s = rng.normal(systolic, 8, 95, 175);
        return { systolic: Math.round(s), diastolic: Math.round(rng.normal(diastolic + (s - systolic) * 0.5, 3, 55, s - 30)) };
      };
    }
  }
}
