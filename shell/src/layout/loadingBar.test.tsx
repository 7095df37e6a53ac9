import './testSetup.ts';
import { renderWithProviders } from '@emr/shared-ui/testing';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter } from 'react-router-dom';
import { LoadingBar } from './LoadingBar.tsx';
import { type LoadingBarController, createLoadingBar } from './loadingBar.ts';
import { useRouteLoadingBar } from './useRouteLoadingBar.ts';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('starts at 10 % with a buffer of 20 %, advances every 800 ms, never above 82 % while waiting', () => {
  const bar = createLoadingBar(() => 1); // the largest random step every time
  expect(bar.getState().visible).toBe(false);

  bar.start();
  expect(bar.getState()).toEqual({ visible: true, value: 10, buffer: 20 });

  jest.advanceTimersByTime(799);
  expect(bar.getState().value).toBe(10);
  jest.advanceTimersByTime(1);
  expect(bar.getState().value).toBe(25);
  expect(bar.getState().buffer).toBe(36);

  const seen: number[] = [];
  for (let tick = 0; tick < 30; tick += 1) {
    jest.advanceTimersByTime(800);
    seen.push(bar.getState().value);
  }
  expect(Math.max(...seen)).toBe(82);
  expect(bar.getState()).toMatchObject({ visible: true, value: 82 });
});

test('done jumps to 100 %, then hides and resets after 300 ms', () => {
  const bar = createLoadingBar(() => 0.5);
  bar.start();
  jest.advanceTimersByTime(1600);
  expect(bar.getState().value).toBe(30);

  bar.done();
  expect(bar.getState()).toEqual({ visible: true, value: 100, buffer: 100 });
  jest.advanceTimersByTime(299);
  expect(bar.getState().visible).toBe(true);
  jest.advanceTimersByTime(1);
  expect(bar.getState()).toEqual({ visible: false, value: 0, buffer: 20 });

  // no ticking left behind
  jest.advanceTimersByTime(5000);
  expect(bar.getState().visible).toBe(false);
});

test('nested starts finish only with the last done; a stray done is ignored', () => {
  const bar = createLoadingBar(() => 0);
  bar.done();
  expect(bar.getState().visible).toBe(false);

  bar.start(); // a route change
  bar.start(); // a remote load during it
  bar.done();
  expect(bar.getState().value).toBe(10);
  jest.advanceTimersByTime(800);
  expect(bar.getState().value).toBe(15);
  bar.done();
  expect(bar.getState().value).toBe(100);
});

test('a start during the finishing 300 ms restarts at 10 % and is not hidden by the old reset', () => {
  const bar = createLoadingBar(() => 0);
  bar.start();
  bar.done();
  jest.advanceTimersByTime(100);
  bar.start();
  expect(bar.getState()).toEqual({ visible: true, value: 10, buffer: 20 });
  jest.advanceTimersByTime(400);
  expect(bar.getState().visible).toBe(true);
});

test('renders a labelled progressbar while loading and nothing once reset', () => {
  const bar = createLoadingBar(() => 0);
  renderWithProviders(<LoadingBar controller={bar} />);
  expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();

  act(() => bar.start());
  const progress = screen.getByRole('progressbar', { name: 'Loading' });
  expect(progress).toHaveAttribute('aria-valuenow', '0.1');
  expect(progress).toHaveAttribute('aria-valuetext', '10%');

  act(() => bar.done());
  expect(screen.getByRole('progressbar', { name: 'Loading' })).toHaveAttribute('aria-valuenow', '1');
  act(() => jest.advanceTimersByTime(300));
  expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
});

function RouteBar({ controller }: { controller: LoadingBarController }) {
  useRouteLoadingBar(controller);
  return <Link to="/next">Next</Link>;
}

test('every route change starts the bar and ends it once the route has rendered', async () => {
  const bar = createLoadingBar(() => 0);
  const start = jest.spyOn(bar, 'start');
  const done = jest.spyOn(bar, 'done');
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  renderWithProviders(
    <MemoryRouter initialEntries={['/first']}>
      <RouteBar controller={bar} />
    </MemoryRouter>,
  );
  expect(start).toHaveBeenCalledTimes(1);
  act(() => jest.advanceTimersByTime(0));
  expect(done).toHaveBeenCalledTimes(1);
  expect(bar.getState().value).toBe(100);

  await user.click(screen.getByRole('link', { name: 'Next' }));
  expect(start).toHaveBeenCalledTimes(2);
  act(() => jest.advanceTimersByTime(0));
  expect(done).toHaveBeenCalledTimes(2);
  act(() => jest.advanceTimersByTime(300));
  expect(bar.getState().visible).toBe(false);
});
