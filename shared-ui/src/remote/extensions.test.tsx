/**
 * An extension slot: the piece another remote fills, loaded once through the loader the shell
 * sets; while it loads a spinner, when its remote is down an error with retry, and a piece that
 * throws stays inside the slot.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../testing/renderWithProviders.tsx';
import { type ChartRecordFormProps, ExtensionSlot, hasExtension, setExtensionLoader } from './extensions.tsx';

const props: ChartRecordFormProps = { kind: 'Procedure', patientId: 'NS-000001', fixed: { LinkedToVisit: 'v-1' }, onClose: () => undefined };

function Piece({ kind, patientId, fixed }: ChartRecordFormProps) {
  return <p>{`A ${kind} form for ${patientId}, linked to ${String(fixed['LinkedToVisit'])}`}</p>;
}

function Broken(): never {
  throw new Error('the piece broke');
}

const show = () =>
  renderWithProviders(
    <main>
      <h1>The visit</h1>
      <ExtensionSlot slot="chart-record-form" props={props} />
    </main>,
  );

afterEach(() => setExtensionLoader(() => Promise.reject(new Error('no loader')), []));

test('the slot loads its piece once and gives it the props; only the slots the shell named are filled', async () => {
  const loaded: string[] = [];
  setExtensionLoader(async (slot) => {
    loaded.push(slot);
    return Piece;
  }, ['chart-record-form']);
  expect(hasExtension('chart-record-form')).toBe(true);
  show();
  expect(screen.getByRole('progressbar')).toBeInTheDocument();
  expect(await screen.findByText('A Procedure form for NS-000001, linked to v-1')).toBeInTheDocument();
  expect(loaded).toEqual(['chart-record-form']);

  setExtensionLoader(() => Promise.reject(new Error('unused')), []);
  expect(hasExtension('chart-record-form')).toBe(false);
});

test('a remote that is down shows an error with retry in the slot; the page around it stays', async () => {
  let up = false;
  setExtensionLoader(async () => {
    if (!up) throw new Error('The patients module did not load');
    return Piece;
  }, ['chart-record-form']);
  show();
  expect(await screen.findByRole('alert')).toHaveTextContent('The patients module did not load');
  expect(screen.getByRole('heading', { name: 'The visit' })).toBeInTheDocument();
  up = true;
  await userEvent.click(screen.getByRole('button', { name: /retry|try again/i }));
  expect(await screen.findByText(/A Procedure form/)).toBeInTheDocument();
});

test('a piece that throws while rendering is caught in the slot', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  setExtensionLoader(async () => Broken, ['chart-record-form']);
  show();
  expect(await screen.findByRole('alert')).toHaveTextContent('the piece broke');
  expect(screen.getByRole('heading', { name: 'The visit' })).toBeInTheDocument();
});
