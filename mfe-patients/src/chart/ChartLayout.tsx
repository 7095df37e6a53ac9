// Placeholder while the page is being written; replaced by the real page.
export function ChartLayout() {
  return null;
}
