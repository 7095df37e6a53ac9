/** Test helpers for the remotes: import from '@emr/shared-ui/testing' (never from app code). */
export * from './testing/fakeDataClient.ts';
export * from './testing/renderWithProviders.tsx';
export * from './testing/translationProblems.ts';
export * from './testing/translationCheck.ts';
export * from './testing/remoteContract.ts';
export * from './testing/renderRemote.tsx';
export * from './testing/memoryFileStore.ts';
export * from './testing/axe.ts';
export * from './testing/queries.ts';
