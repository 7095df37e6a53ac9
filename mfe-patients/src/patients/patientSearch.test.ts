import { parsePatientSearch } from './patientSearch.ts';
import { formatPhone } from './patientForm.ts';

test.each([
  ['', { kind: 'none' }],
  ['ns-0001', { kind: 'patientId', prefix: 'NS-0001' }],
  ['1968-04-12', { kind: 'dob', dob: '1968-04-12' }],
  ['4/12/1968', { kind: 'dob', dob: '1968-04-12' }],
  ['(217) 555', { kind: 'phone', digits: '217555' }],
  ['1-217-555-0142', { kind: 'phone', digits: '2175550142' }],
  ['12', { kind: 'name', prefix: '12' }],
  ['López,  María', { kind: 'name', prefix: 'lopez maria' }],
  // not a real day: searched as text, never as a DOB
  ['1968-02-30', { kind: 'phone', digits: '19680230' }],
])('"%s" is searched as %j', (input, expected) => {
  expect(parsePatientSearch(input)).toEqual(expected);
});

test('phone numbers are normalised to (555) 123-4567', () => {
  expect(formatPhone('555.123.4567')).toBe('(555) 123-4567');
  expect(formatPhone('+1 555 123 4567')).toBe('(555) 123-4567');
  expect(formatPhone(' 555-12 ')).toBe('555-12');
});
