/**
 * The drug and allergen vocabulary with its cross-checks (`@emr/domain/vocabularies`), loaded
 * as its own chunk on the first form that needs it and kept for the page's life. A form that
 * cannot load it says so: its checks did not run (the server still runs them).
 */
import { useQuery } from '@tanstack/react-query';

const load = async () => {
  const module = await import(/* webpackChunkName: "vocabularies" */ '@emr/domain/vocabularies');
  return { ...module, vocab: module.vocabulary() };
};

export type LoadedVocabulary = Awaited<ReturnType<typeof load>>;

export function useVocabulary() {
  const query = useQuery({ queryKey: ['emr-vocabulary'], queryFn: load, staleTime: Infinity, gcTime: Infinity, retry: 1 });
  return { vocabulary: query.data ?? null, isLoading: query.isLoading, error: query.error, refetch: query.refetch };
}
