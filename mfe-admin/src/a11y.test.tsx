/**
 * Every page of the remote has no serious or critical axe violations (colour contrast cannot
 * be measured in jsdom), in English and right to left in Arabic.
 */
import { seriousAxeViolations } from '@emr/shared-ui/testing';
import { sessionStore } from '@emr/shared-ui';
import { screen } from '@testing-library/react';
import { renderAdmin, resetRemote } from './testing/fixtures.tsx';

afterEach(() => {
  resetRemote();
  sessionStore.getState().setLanguage('en');
});


const pages: [string, string, () => Promise<unknown>][] = [
  ['user list', '/apps/user/list', () => screen.findByRole('grid', { name: 'Staff accounts' })],
  ['add user', '/apps/user/add', () => screen.findByRole('button', { name: 'Create and send the invitation' })],
  ['user view', '/apps/user/view/u-ana', () => screen.findByRole('grid', { name: 'Audit of the changes made by this person' })],
  ['access control', '/access-control', () => screen.findByRole('table')],
  ['roles', '/apps/roles', () => screen.findByRole('switch', { name: 'Billing' })],
];

test.each(pages)('%s: no serious axe violations', async (_name, path, ready) => {
  renderAdmin({ path });
  await ready();
  expect(await seriousAxeViolations()).toEqual([]);
});

test('Arabic renders right to left with the Arabic strings, without serious violations', async () => {
  sessionStore.getState().setLanguage('ar');
  const { container } = renderAdmin({ path: '/apps/user/list' });
  expect(await screen.findByRole('grid', { name: 'حسابات الموظفين' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'المستخدمون' })).toBeInTheDocument();
  expect(container.querySelector('.fui-FluentProvider')).toHaveAttribute('dir', 'rtl');
  expect(await seriousAxeViolations()).toEqual([]);
});
