import { render } from '@testing-library/react';
import { isolatedCell } from './Bidi.tsx';

test('a cell with letters or direction marks runs in its own direction; one without (a phone number, a date) left to right', () => {
  const { container } = render(
    <div dir="rtl">
      {isolatedCell('Anderson, Carol')}
      {isolatedCell('(800) 633-4227')}
      {isolatedCell(1250)}
      {isolatedCell('أندرسون')}
      {isolatedCell(new Intl.DateTimeFormat('ar-u-nu-latn', { timeZone: 'UTC' }).format(new Date('2026-09-04T00:00:00Z')))}
    </div>,
  );
  const cells = [...container.querySelectorAll('bdi')];
  expect(cells.map((cell) => [cell.textContent, cell.getAttribute('dir')])).toEqual([
    ['Anderson, Carol', null],
    ['(800) 633-4227', 'ltr'],
    ['1250', 'ltr'],
    ['أندرسون', null],
    // a date formatted for Arabic orders itself with its right-to-left marks
    ['4\u200F/9\u200F/2026', null],
  ]);
});

test('an element is left as it is: it isolates what it needs', () => {
  const { container } = render(<div>{isolatedCell(<a href="#x">NS-000001</a>)}</div>);
  expect(container.querySelector('bdi')).toBeNull();
  expect(container.querySelector('a')).toHaveTextContent('NS-000001');
});
