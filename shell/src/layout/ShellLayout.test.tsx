import './testSetup.ts';
import { clinicToday, sessionStore } from '@emr/shared-ui';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_LAYOUT, LAYOUT_STORAGE_KEY, createLayoutStore, layoutStore } from './layoutStore.ts';
import { renderShell, setUp } from './testHelpers.tsx';
import { scrollToMock, setScrollY, setViewportWidth } from './testSetup.ts';

const stored = () => JSON.parse(localStorage.getItem(LAYOUT_STORAGE_KEY) ?? '{}') as Record<string, unknown>;
const mainNav = () => screen.getByRole('navigation', { name: 'Main navigation' });

// each test renders the whole shell; under a parallel run of every suite one can take several seconds
jest.setTimeout(20_000);

afterEach(() => {
  sessionStore.setState({ language: 'en' });
});

test('has the page landmarks, the product title and the default layout', () => {
  setUp();
  renderShell();
  expect(screen.getByRole('banner')).toBeInTheDocument();
  expect(mainNav()).toBeInTheDocument();
  expect(screen.getByRole('main')).toHaveTextContent('/apps/visits/list');
  expect(screen.getByRole('contentinfo')).toHaveTextContent(`© ${clinicToday().slice(0, 4)} EMR — Electronic Medical Records`);
  expect(within(mainNav()).getByRole('link', { name: /EMR\s*Electronic Medical Records/ })).toHaveAttribute('href', '/');
});

test('shows only the nav entries the role allows', () => {
  setUp('user');
  const { unmount } = renderShell();
  const nav = within(mainNav());
  expect(nav.getByRole('link', { name: 'Patient list' })).toBeInTheDocument();
  expect(nav.getByRole('link', { name: 'Add patient' })).toBeInTheDocument();
  expect(nav.getByRole('link', { name: 'Billing reports' })).toBeInTheDocument();
  expect(nav.queryByRole('link', { name: 'Add claim' })).not.toBeInTheDocument();
  expect(nav.queryByRole('link', { name: 'User list' })).not.toBeInTheDocument();
  expect(nav.queryByRole('button', { name: 'Users' })).not.toBeInTheDocument();
  unmount();

  setUp('billing');
  renderShell();
  const billingNav = within(mainNav());
  expect(billingNav.getByRole('link', { name: 'Add claim' })).toBeInTheDocument();
  expect(billingNav.queryByRole('link', { name: 'Add patient' })).not.toBeInTheDocument();
  expect(billingNav.queryByRole('link', { name: 'Add user' })).not.toBeInTheDocument();
});

test('selects the entry whose path holds the current path and navigates on click', async () => {
  setUp('admin');
  const user = userEvent.setup();
  renderShell({ path: '/apps/user/list/page/2' });
  const nav = within(mainNav());
  expect(nav.getByRole('link', { name: 'User list' })).toHaveAttribute('aria-current', 'page');
  expect(nav.getByRole('link', { name: 'Add user' })).toHaveAttribute('aria-current', 'false');

  await user.click(nav.getByRole('link', { name: 'Add patient' }));
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('/apps/patients/add');
  expect(nav.getByRole('link', { name: 'Add patient' })).toHaveAttribute('aria-current', 'page');
});

test('groups collapse and open again', async () => {
  setUp();
  const user = userEvent.setup();
  renderShell();
  const nav = within(mainNav());
  await user.click(nav.getByRole('button', { name: 'Patients' }));
  await waitFor(() => expect(nav.queryByRole('link', { name: 'Add patient' })).not.toBeInTheDocument());
  await user.click(nav.getByRole('button', { name: 'Patients' }));
  expect(await nav.findByRole('link', { name: 'Add patient' })).toBeInTheDocument();
});

test('the customiser switches every layout option at once and remembers them', async () => {
  setUp();
  const user = userEvent.setup();
  const { unmount } = renderShell();

  await user.click(screen.getByRole('button', { name: 'Customise the layout' }));
  const drawer = within(await screen.findByRole('dialog', { name: 'Customiser' }));

  // the page behind the modal drawer is hidden from assistive technology: look at it with hidden: true
  const page = { hidden: true };
  await user.click(within(drawer.getByRole('radiogroup', { name: 'Navigation' })).getByRole('radio', { name: 'Horizontal' }));
  expect(screen.queryByRole('link', { ...page, name: 'Patient list' })).not.toBeInTheDocument(); // the drawer's links are gone
  expect(await screen.findByRole('button', { ...page, name: 'Patients' })).toHaveAttribute('aria-haspopup', 'menu'); // the horizontal nav loads

  await user.click(within(drawer.getByRole('radiogroup', { name: 'Content width' })).getByRole('radio', { name: 'Full width' }));
  await user.click(within(drawer.getByRole('radiogroup', { name: 'Footer' })).getByRole('radio', { name: 'Sticky' }));
  expect(screen.getByRole('contentinfo', page)).toBeInTheDocument();
  await user.click(within(drawer.getByRole('radiogroup', { name: 'Footer' })).getByRole('radio', { name: 'Hidden' }));
  expect(screen.queryByRole('contentinfo', page)).not.toBeInTheDocument();
  await user.click(within(drawer.getByRole('radiogroup', { name: 'Navbar' })).getByRole('radio', { name: 'Static' }));
  expect(drawer.getByRole('switch', { name: 'Blur the page behind the navbar' })).toBeDisabled();
  await user.click(within(drawer.getByRole('radiogroup', { name: 'Navbar' })).getByRole('radio', { name: 'Hidden' }));
  expect(screen.queryByRole('banner', page)).not.toBeInTheDocument();
  await user.click(within(drawer.getByRole('radiogroup', { name: 'Horizontal navigation' })).getByRole('radio', { name: 'Static' }));
  await user.click(within(drawer.getByRole('radiogroup', { name: 'Skin' })).getByRole('radio', { name: 'Bordered' }));
  await user.click(drawer.getByRole('radio', { name: 'Teal' }));
  await user.click(within(drawer.getByRole('radiogroup', { name: 'Theme' })).getByRole('radio', { name: 'Dark' }));

  const expected = {
    ...DEFAULT_LAYOUT,
    navType: 'horizontal',
    contentWidth: 'fluid',
    footerType: 'hidden',
    navbarType: 'hidden',
    horizontalNavType: 'static',
  };
  expect(stored()).toEqual(expected);
  expect(sessionStore.getState()).toMatchObject({ skin: 'bordered', primaryColor: '#0d7377', theme: 'dark' });
  expect(localStorage.getItem('skin')).toBe('"bordered"');
  unmount();

  // a reload: the options come back from storage
  expect(createLayoutStore().getState()).toMatchObject(expected);
  layoutStore.setState({ ...DEFAULT_LAYOUT }); // memory forgets…
  act(() => window.dispatchEvent(new StorageEvent('storage', { key: LAYOUT_STORAGE_KEY }))); // …storage tells it again
  renderShell();
  expect(screen.getByRole('navigation', { name: 'Main navigation' })).toContainElement(await screen.findByRole('button', { name: 'Patients' }));
  expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
});

test('reset puts every layout option and the theming back to the defaults', async () => {
  setUp();
  layoutStore.getState().setNavType('horizontal');
  layoutStore.getState().setFooterType('sticky');
  sessionStore.getState().setSkin('bordered');
  const user = userEvent.setup();
  renderShell();
  await user.click(screen.getByRole('button', { name: 'Customise the layout' }));
  const drawer = within(await screen.findByRole('dialog', { name: 'Customiser' }));
  await user.click(drawer.getByRole('button', { name: 'Reset to defaults' }));
  expect(stored()).toEqual(DEFAULT_LAYOUT);
  expect(sessionStore.getState()).toMatchObject({ skin: 'default', primaryColor: null, theme: 'system' });
});

test('the vertical nav collapses to a rail that keeps every name', async () => {
  setUp();
  const user = userEvent.setup();
  renderShell();
  await user.click(screen.getByRole('button', { name: 'Collapse navigation' }));
  expect(stored()).toMatchObject({ verticalNavCollapsed: true });
  const nav = within(mainNav());
  // the rail lists entries flat (no group toggles), names still there for assistive technology
  expect(nav.queryByRole('button', { name: 'Patients' })).not.toBeInTheDocument();
  expect(nav.getByRole('link', { name: 'Add patient' })).toBeInTheDocument();
  await user.click(nav.getByRole('button', { name: 'Expand navigation' }));
  expect(stored()).toMatchObject({ verticalNavCollapsed: false });
});

test('below 1280 px the nav is a vertical overlay; the stored choice returns when the window widens', async () => {
  setUp();
  layoutStore.getState().setNavType('horizontal');
  layoutStore.getState().setNavbarType('hidden');
  layoutStore.getState().setVerticalNavCollapsed(true);
  const user = userEvent.setup();
  renderShell();
  expect(screen.getByRole('button', { name: 'Patients' })).toHaveAttribute('aria-haspopup', 'menu');
  expect(screen.queryByRole('button', { name: 'Open navigation' })).not.toBeInTheDocument();

  act(() => setViewportWidth(1279));
  expect(screen.queryByRole('button', { name: 'Patients' })).not.toBeInTheDocument();
  expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
  // the navbar stays (it holds the hamburger) even though the stored choice hides it
  const hamburger = within(screen.getByRole('banner')).getByRole('button', { name: 'Open navigation' });
  expect(hamburger).toHaveAttribute('aria-expanded', 'false');

  await user.click(hamburger);
  const overlay = await screen.findByRole('navigation', { name: 'Main navigation' });
  expect(within(overlay).getByRole('link', { name: 'Add patient' })).toBeInTheDocument(); // not the rail: full labels and groups
  expect(within(overlay).getByRole('button', { name: 'Patients' })).toBeInTheDocument();
  await user.click(within(overlay).getByRole('link', { name: 'Add patient' }));
  expect(await screen.findByRole('heading', { level: 1, name: '/apps/patients/add' })).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument());

  expect(stored()).toMatchObject({ navType: 'horizontal', navbarType: 'hidden', verticalNavCollapsed: true });

  act(() => setViewportWidth(1280));
  expect(screen.getByRole('button', { name: 'Patients' })).toHaveAttribute('aria-haspopup', 'menu');
  expect(screen.queryByRole('banner')).not.toBeInTheDocument();
});

test('the scroll-to-top button appears after 200 px and scrolls smoothly to the top', async () => {
  setUp();
  const user = userEvent.setup();
  renderShell();
  expect(screen.queryByRole('button', { name: 'Scroll to top' })).not.toBeInTheDocument();
  act(() => setScrollY(200));
  expect(screen.queryByRole('button', { name: 'Scroll to top' })).not.toBeInTheDocument();
  act(() => setScrollY(201));
  await user.click(screen.getByRole('button', { name: 'Scroll to top' }));
  expect(scrollToMock).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  act(() => setScrollY(0));
  expect(screen.queryByRole('button', { name: 'Scroll to top' })).not.toBeInTheDocument();
});

test('switching to Arabic turns the page right to left and translates the layout', async () => {
  setUp();
  const user = userEvent.setup();
  renderShell();
  await user.click(screen.getByRole('button', { name: 'Language: English' }));
  await user.click(await screen.findByRole('menuitemradio', { name: 'العربية' }));
  expect(document.documentElement.dir).toBe('rtl');
  expect(document.documentElement.lang).toBe('ar');
  expect(localStorage.getItem('language')).toBe('"ar"');
  expect(screen.getByRole('navigation', { name: 'التنقل الرئيسي' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'قائمة المرضى' })).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'اللغة: العربية' }));
  await user.click(await screen.findByRole('menuitemradio', { name: 'Français' }));
  expect(document.documentElement.dir).toBe('ltr');
  expect(screen.getByRole('link', { name: 'Liste des patients' })).toBeInTheDocument();
});

test('the theme switcher sets light, dark or system', async () => {
  setUp();
  const user = userEvent.setup();
  renderShell();
  await user.click(screen.getByRole('button', { name: 'Theme: Light' }));
  await user.click(await screen.findByRole('menuitemradio', { name: 'Dark' }));
  expect(sessionStore.getState().theme).toBe('dark');
  expect(localStorage.getItem('theme')).toBe('"dark"');
  await user.click(screen.getByRole('button', { name: 'Theme: Dark' }));
  await user.click(await screen.findByRole('menuitemradio', { name: 'System' }));
  expect(sessionStore.getState().theme).toBe('system');
});

test('the user menu shows the name and translated role and links to the profile and the account settings', async () => {
  setUp();
  const user = userEvent.setup();
  renderShell();
  await user.click(screen.getByRole('button', { name: 'Account menu for Jane Doe' }));
  const menu = await screen.findByRole('menu');
  expect(screen.getByText('Clinician')).toBeInTheDocument();
  await user.click(within(menu).getByRole('menuitem', { name: 'My profile' }));
  expect(await screen.findByRole('heading', { level: 1, name: '/pages/user-profile/profile' })).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Account menu for Jane Doe' }));
  await user.click(await screen.findByRole('menuitem', { name: 'Account settings' }));
  expect(await screen.findByRole('heading', { level: 1, name: '/pages/account-settings/account' })).toBeInTheDocument();
});

test('sign out in the user menu calls onSignOut', async () => {
  setUp();
  const user = userEvent.setup();
  const { onSignOut } = renderShell();
  await user.click(screen.getByRole('button', { name: 'Account menu for Jane Doe' }));
  expect(onSignOut).not.toHaveBeenCalled();
  await user.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
  expect(onSignOut).toHaveBeenCalledTimes(1);
});

test('shortcuts list only the screens the role may open', async () => {
  setUp('user');
  const user = userEvent.setup();
  renderShell();
  await user.click(screen.getByRole('button', { name: 'Shortcuts' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Shortcuts' }));
  const names = dialog.getAllByRole('link').map((link) => link.textContent);
  expect(names).toEqual(['Patient list', 'Add patient', 'Visit list', 'Calendar', 'Task list']);
  await user.click(dialog.getByRole('link', { name: 'Calendar' }));
  expect(await screen.findByRole('heading', { level: 1, name: '/apps/calendar' })).toBeInTheDocument();
  expect(screen.queryByRole('dialog', { name: 'Shortcuts' })).not.toBeInTheDocument();
});
