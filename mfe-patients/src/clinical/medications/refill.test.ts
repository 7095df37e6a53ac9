import { type EmrRecord } from '@emr/shared-ui';
import { toMedication } from './medications.resource.ts';
import { refillDays, refillState } from './refill.ts';

test('refill days: whole numbers 1–365 only', () => {
  expect(refillDays('30')).toBe(30);
  expect(refillDays(90)).toBe(90);
  expect(refillDays('0')).toBeNull();
  expect(refillDays('366')).toBeNull();
  expect(refillDays('30.5')).toBeNull();
  expect(refillDays('')).toBeNull();
  expect(refillDays(undefined)).toBeNull();
});

test('due is the last fill plus the days; overdue only when active and before today', () => {
  expect(refillState({ lastFillDay: '2025-01-31', daysToRefill: 30, active: true }, '2025-03-01')).toEqual({ due: '2025-03-02', overdue: false });
  expect(refillState({ lastFillDay: '2025-01-31', daysToRefill: 30, active: true }, '2025-03-02')).toEqual({ due: '2025-03-02', overdue: false });
  expect(refillState({ lastFillDay: '2025-01-31', daysToRefill: 30, active: true }, '2025-03-03')).toEqual({ due: '2025-03-02', overdue: true });
  expect(refillState({ lastFillDay: '2025-01-31', daysToRefill: 30, active: false }, '2025-06-01')).toEqual({ due: '2025-03-02', overdue: false });
  expect(refillState({ lastFillDay: '', daysToRefill: 30, active: true }, '2025-06-01')).toEqual({ due: null, overdue: false });
  expect(refillState({ lastFillDay: '2025-01-31', daysToRefill: null, active: true }, '2025-06-01')).toEqual({ due: null, overdue: false });
});

test('a later refill (LastRefillDate) restarts the count', () => {
  const row = {
    id: 'm',
    EntityType: 'Medication',
    ClinicID: 'north',
    Version: 1,
    createdAt: '',
    updatedAt: '',
    Medication: 'Atorvastatin',
    StartDate: '2025-01-01T11:00:00.000Z',
    DaysToRefill: '30',
    Status: 'Active',
    LastRefillDate: '2025-02-15T12:00:00.000Z',
  } as EmrRecord;
  expect(toMedication(row, '2025-03-10').refill).toEqual({ due: '2025-03-17', overdue: false });
  expect(toMedication(row, '2025-03-18').refill).toEqual({ due: '2025-03-17', overdue: true });
});
