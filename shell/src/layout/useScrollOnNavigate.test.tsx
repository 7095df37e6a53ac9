import './testSetup.ts';
import { renderWithProviders } from '@emr/shared-ui/testing';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter } from 'react-router-dom';
import { resetWindow, scrollToMock, setScrollY } from './testSetup.ts';
import { useScrollOnNavigate } from './useScrollOnNavigate.ts';

function Page() {
  useScrollOnNavigate();
  return (
    <>
      <Link to="/chart#allergies">Allergies</Link>
      <Link to="/visits">Visits</Link>
      <Link to="/chart#later">Later</Link>
      <section
        id="allergies"
        ref={(el) => {
          if (el) el.getBoundingClientRect = () => new DOMRect(0, 500, 100, 40);
        }}
      />
    </>
  );
}

beforeEach(() => resetWindow());

test('a hash scrolls smoothly to its element, 60 px above it; any other navigation goes to the top', async () => {
  const user = userEvent.setup();
  renderWithProviders(
    <MemoryRouter initialEntries={['/start']}>
      <Page />
    </MemoryRouter>,
  );
  expect(scrollToMock).toHaveBeenLastCalledWith({ top: 0, left: 0 });

  act(() => setScrollY(100));
  await user.click(screen.getByRole('link', { name: 'Allergies' }));
  // element top 500 in the viewport + 100 scrolled − 60
  expect(scrollToMock).toHaveBeenLastCalledWith({ top: 540, behavior: 'smooth' });

  await user.click(screen.getByRole('link', { name: 'Visits' }));
  expect(scrollToMock).toHaveBeenLastCalledWith({ top: 0, left: 0 });
});

test('a hash whose element appears a moment later is still reached', async () => {
  jest.useFakeTimers();
  try {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderWithProviders(
      <MemoryRouter initialEntries={['/start']}>
        <Page />
      </MemoryRouter>,
    );
    scrollToMock.mockClear();
    await user.click(screen.getByRole('link', { name: 'Later' }));
    expect(scrollToMock).not.toHaveBeenCalled();

    const late = document.createElement('div');
    late.id = 'later';
    late.getBoundingClientRect = () => new DOMRect(0, 300, 100, 40);
    document.body.append(late);
    act(() => jest.advanceTimersByTime(100));
    expect(scrollToMock).toHaveBeenCalledWith({ top: 240, behavior: 'smooth' });
    late.remove();
  } finally {
    jest.useRealTimers();
  }
});
