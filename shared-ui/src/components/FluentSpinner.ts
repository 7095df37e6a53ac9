/** Fluent's Spinner alone, the chunk DeferredSpinner loads (a named re-export, so the barrel is tree-shaken). */
export { Spinner } from '@fluentui/react-components';
