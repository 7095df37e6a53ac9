/** Latin names and numbers with units keep their order in right-to-left text. */
import { render, screen } from '@testing-library/react';
import { Bidi } from '../components/Bidi.tsx';
import { FSI, PDI, isolate, stripIsolates } from './bidi.ts';
import { addTranslations, i18n } from './i18n.ts';

beforeAll(() => addTranslations('bidi-test', { en: { registered: '{{name}} is registered.' }, fr: { registered: '{{name}} est inscrit.' }, ar: { registered: 'تم تسجيل {{name}}.' } }));

test('in Arabic every interpolated value is an isolated run; in English nothing changes', () => {
  const ar = i18n.getFixedT('ar', 'bidi-test');
  expect(ar('registered', { name: 'Anderson, Carol C.' })).toBe(`تم تسجيل ${FSI}Anderson, Carol C.${PDI}.`);
  // a translated word inside the sentence already flows with it
  expect(ar('registered', { name: 'حساسية' })).toBe('تم تسجيل حساسية.');
  expect(ar('registered', { name: 5 })).toBe(`تم تسجيل ${FSI}5${PDI}.`);
  const en = i18n.getFixedT('en', 'bidi-test');
  expect(en('registered', { name: 'Anderson, Carol C.' })).toBe('Anderson, Carol C. is registered.');
});

test('isolate and Bidi wrap a value; stripIsolates gives the plain text back', () => {
  expect(isolate('98.7 °F')).toBe('\u206898.7 °F\u2069');
  expect(isolate('')).toBe('');
  expect(stripIsolates(isolate('70 /min'))).toBe('70 /min');
  render(<p>Temperature <Bidi>98.7 °F</Bidi></p>);
  expect(screen.getByText('98.7 °F').tagName).toBe('BDI');
});
