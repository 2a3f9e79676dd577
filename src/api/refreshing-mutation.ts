import { type QueryKey, type UseMutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * A mutation after which, done or refused, every query under `refresh` is fetched again, so the screens that show
 * what it changed never keep the old state (a refusal may mean someone else changed it meanwhile). `options` adds
 * the rest, such as a state refusal's words in `meta`.
 */
export function useRefreshingMutation<I, O>(
  mutationFn: (input: I) => Promise<O>,
  refresh: QueryKey,
  options: Omit<UseMutationOptions<O, Error, I>, 'mutationFn' | 'onSettled'> = {},
) {
  const qc = useQueryClient();
  return useMutation({ ...options, mutationFn, onSettled: () => qc.invalidateQueries({ queryKey: refresh }) });
}
