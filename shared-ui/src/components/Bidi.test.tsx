import { render } from '@testing-library/react';
import { isolatedCell } from './Bidi.tsx';

test('a cell with letters runs in its own direction; one without letters (a phone number, a date) left to right', () => {
  const { container } = render(
    <div dir="rtl">
      {isolatedCell('Anderson, Carol')}
      {isolatedCell('(800) 633-4227')}
      {isolatedCell(1250)}
      {isolatedCell('أندرسون')}
    </div>,
  );
  const cells = [...container.querySelectorAll('bdi')];
  expect(cells.map((cell) => [cell.textContent, cell.getAttribute('dir')])).toEqual([
    ['Anderson, Carol', null],
    ['(800) 633-4227', 'ltr'],
    ['1250', 'ltr'],
    ['أندرسون', null],
  ]);
});

test('an element is left as it is: it isolates what it needs', () => {
  const { container } = render(<div>{isolatedCell(<a href="#x">NS-000001</a>)}</div>);
  expect(container.querySelector('bdi')).toBeNull();
  expect(container.querySelector('a')).toHaveTextContent('NS-000001');
});
