// Placeholder while the pages are being written; replaced by the real list.
import type { SubPageRoute } from '../subPageRoutes.tsx';

export const SIMPLE_SUB_PAGES: SubPageRoute[] = [];
