/** The routes of the simple chart sub-pages: one generic page per configured record kind. */
import type { SubPageRoute } from '../subPageRoutes.tsx';
import { RecordSubPage } from './RecordSubPage.tsx';
import { RECORD_KINDS } from './recordKinds.ts';

export const SIMPLE_SUB_PAGES: SubPageRoute[] = RECORD_KINDS.map((config) => ({
  path: config.page,
  subject: config.kind,
  element: <RecordSubPage config={config} />,
}));
