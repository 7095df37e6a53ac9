// Placeholder while the page is being written; replaced by the real page.
export function MedicationsPage(_props: { currentOnly?: boolean }) {
  return null;
}
