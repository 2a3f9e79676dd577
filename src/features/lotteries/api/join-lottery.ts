import { lotteriesEndpoints } from '@contracts/lotteries';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

export interface JoinInput {
  id: number;
  ticket?: string;
  randstr?: string;
}

export function useJoinLottery() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: JoinInput) => callApi(lotteriesEndpoints.join, input),
    // Refresh my state even after a refusal (a second device may have joined meanwhile).
    onSettled: () => qc.invalidateQueries({ queryKey: ['lotteries'] }),
  });
}
