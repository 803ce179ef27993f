import type { AiSettingsReply, AiTestReply, CrisisResource, UpdateAiSettingsBody, UpdateCrisisResourceBody, UpsertCrisisResourceBody } from '@coaching/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall, apiRequest } from './client.js';

type ResourceResult = { resource: CrisisResource };
const resourcePath = (id: string) => `/admin/crisis-resources/${encodeURIComponent(id)}`;

/** /admin/ai-settings (issue 20): the AI defaults and message rate, the model test, the crisis resources. */
export const aiSettingsApi = {
  get: (signal?: AbortSignal) => apiRequest<AiSettingsReply>('/admin/ai-settings', { signal }),
  update: (body: UpdateAiSettingsBody) => apiCall<AiSettingsReply>('/admin/ai-settings', { method: 'PUT', body }),
  // A test reaches the model: not retried, so that one click is one test.
  test: () => apiRequest<AiTestReply>('/admin/ai-settings/test', { method: 'POST', retry: false }),
  crisisResources: (signal?: AbortSignal) => apiRequest<{ resources: CrisisResource[] }>('/admin/crisis-resources', { signal }),
  saveCrisisResource: (body: UpsertCrisisResourceBody) => apiCall<ResourceResult>('/admin/crisis-resources', { method: 'PUT', body }),
  updateCrisisResource: (id: string, body: UpdateCrisisResourceBody) => apiCall<ResourceResult>(resourcePath(id), { method: 'PATCH', body }),
  deleteCrisisResource: (id: string) => apiCall<Record<string, never>>(resourcePath(id), { method: 'DELETE' }),
};

export const aiSettingsKeys = {
  settings: ['admin-ai-settings'] as const,
  crisisResources: ['admin-crisis-resources'] as const,
};

// The page says its own words for every failure, so the global toast stays quiet.

export function useAiSettings() {
  return useQuery({ queryKey: aiSettingsKeys.settings, meta: { silent: true }, queryFn: ({ signal }) => aiSettingsApi.get(signal) });
}

export function useUpdateAiSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: aiSettingsApi.update,
    meta: { silent: true },
    onSuccess: ({ data }) => queryClient.setQueryData(aiSettingsKeys.settings, data),
  });
}

export function useTestModel() {
  return useMutation({ mutationFn: aiSettingsApi.test, meta: { silent: true } });
}

export function useCrisisResources() {
  return useQuery({ queryKey: aiSettingsKeys.crisisResources, meta: { silent: true }, queryFn: ({ signal }) => aiSettingsApi.crisisResources(signal) });
}

/** A write to the crisis resources: once done, the table is read again. */
function useResourceWrite<V, R>(write: (variables: V) => Promise<{ data: R; message?: string }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    meta: { silent: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: aiSettingsKeys.crisisResources }),
  });
}

export const useSaveCrisisResource = () => useResourceWrite((body: UpsertCrisisResourceBody) => aiSettingsApi.saveCrisisResource(body));
export const useUpdateCrisisResource = () =>
  useResourceWrite(({ id, body }: { id: string; body: UpdateCrisisResourceBody }) => aiSettingsApi.updateCrisisResource(id, body));
export const useDeleteCrisisResource = () => useResourceWrite((id: string) => aiSettingsApi.deleteCrisisResource(id));
