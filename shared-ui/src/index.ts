// The light core is re-exported through the package specifier, never by relative path: Module
// Federation shares it as its own singleton, and a relative import would make a second copy.
export * from '@emr/shared-ui/core';
export * from './ability/ability.ts';
export * from './components/Bidi.tsx';
export * from './components/ConfirmDialog.tsx';
export * from './components/DangerButton.tsx';
export * from './components/DataTable.tsx';
export * from './components/MessagePanel.tsx';
export * from './components/PageHeader.tsx';
export * from './components/RemoteErrorPanel.tsx';
export * from './components/RouterLink.tsx';
export * from './components/StateView.tsx';
export * from './components/toast.tsx';
export * from './components/saveFile.ts';
export * from './components/visuallyHidden.ts';
export * from './data/errors.ts';
export * from './data/fileStore.ts';
export * from './data/records.ts';
export * from './hooks/useDebouncedValue.ts';
export * from './hooks/useNarrowScreen.ts';
export * from './providers/AppProviders.tsx';
export * from './providers/lifecycles.tsx';
export * from './query/queryClient.ts';
export * from './query/usePatientSearchExamples.ts';
export * from './query/useServerPages.ts';
