import type { CoachVerification, SubmitVerificationBody } from '@coaching/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall, apiRequest } from './client.js';
import { coachKeys } from './coach.js';

/** A coach's verification (issue 20): what they submitted and where it stands. */
export const coachVerificationApi = {
  get: async (signal?: AbortSignal) => (await apiRequest<{ verification: CoachVerification }>('/coach/verification', { signal })).verification,
  submit: async (body: SubmitVerificationBody) => (await apiCall<{ verification: CoachVerification }>('/coach/verification', { method: 'PUT', body })).data.verification,
};

export const verificationKey = () => [...coachKeys.all, 'verification'] as const;

/** GET /coach/verification; the card shows its own words for a failure. */
export function useCoachVerification() {
  return useQuery({ queryKey: verificationKey(), meta: { silent: true }, queryFn: ({ signal }) => coachVerificationApi.get(signal) });
}

/** PUT /coach/verification: the reply replaces what the card shows. */
export function useSubmitVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: coachVerificationApi.submit,
    meta: { silent: true },
    onSuccess: (verification) => queryClient.setQueryData(verificationKey(), verification),
  });
}
