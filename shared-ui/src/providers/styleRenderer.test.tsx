import { makeStyles } from '@griffel/react';
import { render, screen } from '@testing-library/react';
import { CoreProviders } from './CoreProviders.tsx';
import { cspNonce } from './styleRenderer.ts';

const useStyles = makeStyles({ root: { color: 'rebeccapurple', ':hover': { color: 'red' } } });

function Styled() {
  return <p className={useStyles().root}>styled</p>;
}

test("every style element Griffel and Fluent's theme insert carries the page's CSP nonce", () => {
  document.head.innerHTML = '<meta name="csp-nonce" nonce="n0nce-from-server">';
  expect(cspNonce()).toBe('n0nce-from-server');
  render(
    <CoreProviders appId="test">
      <Styled />
    </CoreProviders>,
  );
  expect(screen.getByText('styled')).toBeInTheDocument();
  const styles = [...document.head.querySelectorAll('style')];
  // Griffel's buckets (plain and :hover) and the FluentProvider's theme variables
  expect(styles.length).toBeGreaterThanOrEqual(3);
  expect(styles.filter((style) => style.id.startsWith('test-')).length).toBe(1);
  for (const style of styles) expect(style.getAttribute('nonce')).toBe('n0nce-from-server');
});

test('without the meta there is no nonce', () => {
  const doc = document.implementation.createHTMLDocument('dev server');
  expect(cspNonce(doc)).toBeUndefined();
});
