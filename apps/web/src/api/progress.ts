import {
  REFLECTION_LIMITS,
  type ClientMetrics,
  type CreateReflectionBody,
  type CreateSkillRatingBody,
  type Reflection,
  type SkillRating,
  type SkillRatingOverview,
  type UpdateReflectionBody,
} from '@coaching/contract';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall, apiRequest } from './client.js';

type ReflectionPage = { reflections: Reflection[]; pagination: { page: number; limit: number; total: number } };

/** The client's progress calls (issue 19): their metrics and series, reflections and skill ratings. */
export const progressApi = {
  metrics: (signal?: AbortSignal) => apiRequest<ClientMetrics>('/analytics/client', { signal }),
  reflections: (page: number, signal?: AbortSignal) =>
    apiRequest<ReflectionPage>(`/reflections?page=${page}&limit=${REFLECTION_LIMITS.pageSize}`, { signal }),
  createReflection: (body: CreateReflectionBody) => apiCall<{ reflection: Reflection }>('/reflections', { method: 'POST', body }),
  updateReflection: (id: string, body: UpdateReflectionBody) =>
    apiCall<{ reflection: Reflection }>(`/reflections/${encodeURIComponent(id)}`, { method: 'PUT', body }),
  deleteReflection: (id: string) => apiCall<null>(`/reflections/${encodeURIComponent(id)}`, { method: 'DELETE' }),
  skillRatings: (signal?: AbortSignal) => apiRequest<SkillRatingOverview>('/skill-ratings', { signal }),
  rateSkills: (body: CreateSkillRatingBody) => apiCall<{ rating: SkillRating }>('/skill-ratings', { method: 'POST', body }),
};

export const progressKeys = {
  all: ['progress'] as const,
  metrics: () => [...progressKeys.all, 'metrics'] as const,
  reflections: () => [...progressKeys.all, 'reflections'] as const,
  skills: () => [...progressKeys.all, 'skills'] as const,
};

// The progress page shows its own texts for failed loads, with a retry, so the global toast stays quiet.

/** GET /analytics/client: the signed-in client's totals and their 30-day and 12-week series. */
export function useClientMetrics() {
  return useQuery({ queryKey: progressKeys.metrics(), meta: { silent: true }, queryFn: ({ signal }) => progressApi.metrics(signal) });
}

/** The client's reflections, newest first, a page at a time. */
export function useReflections() {
  return useInfiniteQuery({
    queryKey: progressKeys.reflections(),
    meta: { silent: true },
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) => progressApi.reflections(pageParam, signal),
    getNextPageParam: ({ pagination }) => (pagination.page * pagination.limit < pagination.total ? pagination.page + 1 : undefined),
  });
}

/** A reflection changes the list and the charts (mood, confidence, engagement, streak): both are read again. */
function useReflectionWrite<Variables, Result>(write: (variables: Variables) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    meta: { silent: true },
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: progressKeys.reflections() }),
        queryClient.invalidateQueries({ queryKey: progressKeys.metrics() }),
      ]);
    },
  });
}

export function useCreateReflection() {
  return useReflectionWrite((body: CreateReflectionBody) => progressApi.createReflection(body));
}

export function useUpdateReflection() {
  return useReflectionWrite(({ id, body }: { id: string; body: UpdateReflectionBody }) => progressApi.updateReflection(id, body));
}

export function useDeleteReflection() {
  return useReflectionWrite((id: string) => progressApi.deleteReflection(id));
}

/** GET /skill-ratings: the latest and previous ratings by the client and by their coach. */
export function useSkillRatings() {
  return useQuery({ queryKey: progressKeys.skills(), meta: { silent: true }, queryFn: ({ signal }) => progressApi.skillRatings(signal) });
}

export function useRateSkills() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateSkillRatingBody) => progressApi.rateSkills(body),
    meta: { silent: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: progressKeys.skills() }),
  });
}
