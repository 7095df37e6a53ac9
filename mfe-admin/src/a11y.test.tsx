/**
 * Every page of the admin remote, in English and right to left in Arabic: the page meant (its own
 * heading, in its language), nothing loading, no serious or critical axe violation (colour
 * contrast cannot be measured in jsdom: the browser scans, e2e/specs/accessibility.spec.ts).
 */
import { SCANNED_LANGUAGES, pageAxeViolations, renderIn, translated } from '@emr/shared-ui/testing';
import { renderAdmin, resetRemote } from './testing/fixtures.tsx';

afterEach(() => {
  resetRemote();
  renderIn('en');
});

/** [page, path, its heading: a key of the remote's strings, or a person's name] */
const PAGES: [string, string, string][] = [
  ['user list', '/apps/user/list', 'admin:users.listTitle'],
  ['add user', '/apps/user/add', 'admin:add.title'],
  ['user view', '/apps/user/view/u-ana', 'Ana Álvarez'],
  ['access control', '/access-control', 'admin:access.title'],
  ['roles', '/apps/roles', 'admin:roles.title'],
];

describe.each(SCANNED_LANGUAGES)('in %s', (language) => {
  test.each(PAGES)('%s', async (_name, path, heading) => {
    renderIn(language);
    renderAdmin({ path });
    expect(await pageAxeViolations(heading.startsWith('admin:') ? translated(language, heading) : heading, language)).toEqual([]);
  });
});
