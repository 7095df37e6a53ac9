/** The catch-all and /pages/misc/not-found/* (404), and the 401 and 500 pages (blank layout, public). */
import { DocumentSearchRegular, ErrorCircleRegular, PersonLockRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { StatusPage } from './StatusPage.tsx';

export type ErrorCode = 404 | 401 | 500;

export interface ErrorPageProps {
  code: ErrorCode;
}

const PAGES = {
  404: { key: 'notFound', icon: DocumentSearchRegular },
  401: { key: 'unauthorized', icon: PersonLockRegular },
  500: { key: 'serverError', icon: ErrorCircleRegular },
} as const;

export function ErrorPage({ code }: ErrorPageProps) {
  const { t } = useTranslation('shell');
  const page = PAGES[code];
  return (
    <StatusPage
      icon={page.icon}
      code={t('pages.error.code', { code })}
      title={t(`pages.error.${page.key}.title`)}
      body={t(`pages.error.${page.key}.body`)}
    />
  );
}
