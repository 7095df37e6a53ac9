/**
 * `@emr/shared-ui/export`: the CSV export of a whole list (page by page, with progress and
 * cancel). Its own entry, not a Module Federation singleton: the lists that export bundle it,
 * and the pages without an export (the user list, every first page) do not load it.
 */
export * from './components/CsvExportButton.tsx';
