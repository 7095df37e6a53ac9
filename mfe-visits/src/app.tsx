/**
 * The visits remote: the clinic's day under /apps/visits (spec §2). Its route list under its
 * catalog prefixes; the day board (the `user` role's start page) is in the remote's first
 * chunk with the strings it uses, the other pages load when opened, with the rest of the strings. Routes of the catalog not built yet answer with the
 * kit's not-found panel.
 */
import { isUnder, paths, routePattern } from '@emr/domain';
import { createRemoteApp, laterTranslations, lazyPage } from '@emr/shared-ui';
import { VisitBoardPage } from './board/VisitBoardPage.tsx';
import { CalendarRoute } from './calendar/CalendarRoute.tsx';
import { visitsEn } from './translations/en.ts';

// the strings of every page but the board, loaded with the first of them (translations/later.*.ts)
const strings = laterTranslations('visits', {
  en: () => import('./translations/later.en.ts').then((m) => m.visitsLaterEn),
  fr: () => import('./translations/later.fr.ts').then((m) => m.visitsLaterFr),
  ar: () => import('./translations/later.ar.ts').then((m) => m.visitsLaterAr),
});

const VisitEditPage = lazyPage(() => import('./visit/VisitEditPage.tsx').then((m) => m.VisitEditPage), { strings });
const ScribePage = lazyPage(() => import('./scribe/ScribePage.tsx').then((m) => m.ScribePage), { strings });
const SendingPage = lazyPage(() => import('./sending/SendingPage.tsx').then((m) => m.SendingPage), { strings });
const WrapUpStandalonePage = lazyPage(() => import('./sending/WrapUpStandalonePage.tsx').then((m) => m.WrapUpStandalonePage), { strings });
const CancellationPage = lazyPage(() => import('./cancellation/CancellationPage.tsx').then((m) => m.CancellationPage), { strings });
const TaskListPage = lazyPage(() => import('./tasks/TaskListPage.tsx').then((m) => m.TaskListPage), { strings });
const CalendarPage = lazyPage(() => import('./calendar/CalendarPage.tsx').then((m) => m.CalendarPage), { strings });
// opened on the calendar, the remote asks for the calendar's code as it starts, beside its own chunks, not after its first render
if (isUnder([paths.calendar()], globalThis.location.pathname)) void CalendarPage.preload();
const TaskFormPage = lazyPage(() => import('./tasks/TaskFormPage.tsx').then((m) => m.TaskFormPage), { strings });
const VisitAddPage = lazyPage(() => import('./schedule/VisitAddPage.tsx').then((m) => m.VisitAddPage), { strings });

export const visitsApp = createRemoteApp({
  module: 'visits',
  namespace: 'visits',
  home: { path: paths.visitsList(), labelKey: 'guard.toBoard', can: { action: 'read', subject: 'Visit' } },
  translations: {
    en: visitsEn,
    fr: () => import('./translations/fr.ts').then((m) => m.visitsFr),
    ar: () => import('./translations/ar.ts').then((m) => m.visitsAr),
  },
  routes: [
    { path: paths.visitsList(), can: { action: 'read', subject: 'Visit' }, element: <VisitBoardPage /> },
    { path: paths.visitAdd(), can: { action: 'create', subject: 'Visit' }, element: <VisitAddPage /> },
    { path: paths.visitsScribe(), can: { action: 'read', subject: 'Note' }, element: <ScribePage /> },
    { path: paths.visitsCancellation(), can: { action: 'read', subject: 'Visit' }, element: <CancellationPage /> },
    { path: paths.visitsSending(), can: { action: 'read', subject: 'Visit' }, element: <SendingPage /> },
    { path: paths.calendar(), can: { action: 'read', subject: 'CalendarEvent' }, element: <CalendarRoute page={CalendarPage} /> },
    { path: paths.visitWrapUpStandalone(), can: { action: 'update', subject: 'Visit' }, element: <WrapUpStandalonePage /> },
    { path: paths.tasksList(), can: { action: 'read', subject: 'Task' }, element: <TaskListPage /> },
    { path: paths.taskAdd(), can: { action: 'create', subject: 'Task' }, element: <TaskFormPage /> },
    { path: routePattern(paths.task, 'taskId'), can: { action: 'read', subject: 'Task' }, element: <TaskFormPage /> },
    { path: routePattern(paths.visitEdit, 'visitId'), can: { action: 'read', subject: 'Visit' }, element: <VisitEditPage /> },
    { path: routePattern(paths.visitEdit, 'visitId', 'subPage'), can: { action: 'read', subject: 'Visit' }, element: <VisitEditPage /> },
  ],
});
