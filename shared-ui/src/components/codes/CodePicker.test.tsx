import type { CodedConcept } from '@emr/domain';
import { UNKNOWN_ICD10_MESSAGE } from '@emr/domain/server';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { setDataClient } from '../../data/records.ts';
import { commonEn } from '../../i18n/common.en.ts';
import { i18n } from '../../i18n/i18n.ts';
import { createFakeDataClient } from '../../testing/fakeDataClient.ts';
import { renderWithProviders } from '../../testing/renderWithProviders.tsx';
import { CodePicker } from './CodePicker.tsx';

function Picked({ system = 'ICD10CM' as const }: { system?: 'ICD10CM' | 'HCPCS' }) {
  const [value, setValue] = useState<CodedConcept | null>(null);
  return (
    <>
      <CodePicker system={system} label="Diagnosis" value={value} onChange={setValue} />
      <output aria-label="picked">{value ? `${value.code}|${value.description}` : 'none'}</output>
    </>
  );
}

function start(fake = createFakeDataClient()) {
  setDataClient(fake.client);
  const user = userEvent.setup();
  renderWithProviders(<Picked />);
  return { user, fake };
}

afterEach(async () => {
  setDataClient(null);
  await act(() => i18n.changeLanguage('en'));
});

test('words in any order find the code; arrow keys and Enter choose it', async () => {
  const { user, fake } = start();
  const box = await screen.findByRole('combobox', { name: /Diagnosis/ });
  await user.type(box, 'complications without type 2 diabetes');
  const option = await screen.findByRole('option', { name: 'E11.9 Type 2 diabetes mellitus without complications' });
  expect(option).toBeInTheDocument();
  // the search waits for typing to pause: not a request per keystroke
  const searches = fake.calls.filter((c) => c.op === 'query.searchCodes');
  expect(searches.length).toBeLessThan(5);
  expect(searches.at(-1)?.args).toEqual({ system: 'ICD10CM', text: 'complications without type 2 diabetes', limit: 20 });
  await user.keyboard('{ArrowDown}{Enter}');
  expect(screen.getByLabelText('picked')).toHaveTextContent('E11.9|Type 2 diabetes mellitus without complications');
  expect(box).toHaveValue('E11.9 Type 2 diabetes mellitus without complications');
});

test('no match, a code the set does not hold (the server’s sentence), and a failed search each say so', async () => {
  const { user } = start();
  const box = await screen.findByRole('combobox', { name: /Diagnosis/ });
  await user.type(box, 'qqqzzz');
  expect(await screen.findByRole('option', { name: 'No code matches “qqqzzz”' })).toBeInTheDocument();
  await user.clear(box);
  await user.type(box, 'E11.99');
  expect(await screen.findByText(UNKNOWN_ICD10_MESSAGE)).toBeInTheDocument();
  expect(commonEn.codes.unknownIcd10).toBe(UNKNOWN_ICD10_MESSAGE);

  const failing = createFakeDataClient({
    operations: {
      searchCodes: () => {
        throw Object.assign(new Error('The server is away'), { errorType: 'InternalFailure' });
      },
    },
  });
  setDataClient(failing.client);
  await user.clear(box);
  await user.type(box, 'asthma');
  expect(await screen.findByRole('option', { name: /The search did not answer/ })).toBeInTheDocument();
});

test('while the search runs the list says so; one character asks for more', async () => {
  const { user } = start();
  const box = await screen.findByRole('combobox', { name: /Diagnosis/ });
  await user.type(box, 'a');
  expect(await screen.findByRole('option', { name: 'Type at least 2 characters' })).toBeInTheDocument();
  await user.type(box, 'sthma');
  expect(await screen.findByRole('option', { name: 'Searching…' })).toBeInTheDocument();
  await waitFor(() => expect(screen.getAllByRole('option')[0]).toHaveAccessibleName(/asthma/i));
});

test('in Arabic the labels are Arabic and the code is isolated', async () => {
  await act(() => i18n.changeLanguage('ar'));
  const { user } = start();
  const box = await screen.findByRole('combobox', { name: /Diagnosis/ });
  expect(box).toHaveAttribute('placeholder', 'اكتب رمزًا أو كلمات من وصفه');
  expect(box).not.toHaveAttribute('dir');
  await user.type(box, 'I10');
  // what is typed (a code, English words) reads left to right; the Arabic placeholder follows the page
  expect(box).toHaveAttribute('dir', 'auto');
  const option = await screen.findByRole('option', { name: 'I10 Essential (primary) hypertension' });
  expect(option.querySelector('bdi')).toHaveTextContent('I10');
});
