/**
 * `@emr/shared-ui/icons`: the icons more than one app draws (the shell — with shared-ui's root and
 * the Fluent components it provides — and each remote), as one Module Federation singleton the
 * shell provides: the remotes draw the shell's copy instead of bundling their own. A shared module
 * is bundled whole and loads with its first user, the first signed-in page; the sign-in pages
 * (shell/src/auth/) import their icons straight from the package, so /login never loads it
 * (ADR 0055). ESLint refuses these names from `@fluentui/react-icons` anywhere else (it reads the
 * names of this file's `export { … } from` lines). An icon one app alone draws stays a direct
 * import, tree-shaken in that app.
 */

// Drawn by Fluent's components too (dismiss, chevrons, the message bar's and toasts' status icons,
// the search box's): from the package's root, as Fluent imports them, so they are the same modules
// of the shell's build and one instance serves both.
export {
  CheckmarkCircleFilled,
  ChevronDownRegular,
  ChevronRightRegular,
  DismissRegular,
  SearchRegular,
  WarningFilled,
} from '@fluentui/react-icons';

// Drawn by the apps alone: each from its own file. The package's root groups hundreds of icons in
// a file, and webpack keeps the icons a build uses of a file wherever that file loads: from the
// root, these would come along with /login's own icons, which sit in the same files.
export { AddRegular } from '@fluentui/react-icons/svg/add';
export { ArrowDownloadRegular } from '@fluentui/react-icons/svg/arrow-download';
export { ArrowLeftRegular } from '@fluentui/react-icons/svg/arrow-left';
export { ArrowRightRegular } from '@fluentui/react-icons/svg/arrow-right';
export { CalendarAddRegular } from '@fluentui/react-icons/svg/calendar-add';
export { CheckmarkCircleRegular } from '@fluentui/react-icons/svg/checkmark-circle';
export { DeleteRegular } from '@fluentui/react-icons/svg/delete';
export { DocumentRegular } from '@fluentui/react-icons/svg/document';
export { EditRegular } from '@fluentui/react-icons/svg/edit';
export { HistoryRegular } from '@fluentui/react-icons/svg/history';
export { PersonAddRegular } from '@fluentui/react-icons/svg/person-add';
export { WarningRegular } from '@fluentui/react-icons/svg/warning';
