/**
 * `@emr/shared-ui/codes`: the code picker (Fluent's Combobox) and the code-set queries. Their own
 * entry and Module Federation singleton, so a page that picks no code (the user list, the board)
 * does not load them; the scribe, the wrap-up and the claim load them once, on first use.
 */
export * from './components/codes/CodePicker.tsx';
export * from './components/codes/codeSearch.resource.ts';
