import type { AuditList, AuditListQuery, GeneralSettingsReply, UpdateGeneralSettingsBody } from '@coaching/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall, apiRequest } from './client.js';

/** What the audit log viewer asks for: the contract's query, every part optional (the server fills the defaults). */
export type AuditListRequest = Partial<AuditListQuery>;

/** /admin/settings (issue 20): the platform's general settings and the audit log. Writes keep the reply's message for the toast. */
export const platformSettingsApi = {
  general: (signal?: AbortSignal) => apiRequest<GeneralSettingsReply>('/admin/settings', { signal }),
  updateGeneral: (body: UpdateGeneralSettingsBody) => apiCall<GeneralSettingsReply>('/admin/settings', { method: 'PUT', body }),
  audit: (query: AuditListRequest, signal?: AbortSignal) => {
    const params = new URLSearchParams(Object.entries(query).flatMap(([key, value]) => (value === undefined || value === '' ? [] : [[key, String(value)]])));
    return apiRequest<AuditList>(`/admin/audit${params.size ? `?${params}` : ''}`, { signal });
  },
};

export const platformSettingsKeys = {
  general: ['admin-settings', 'general'] as const,
  audit: (query: AuditListRequest) => ['admin-audit', query] as const,
  auditAll: ['admin-audit'] as const,
};

// Both screens say their own words for every failure, so the global toast stays quiet.

export function useGeneralSettings() {
  return useQuery({ queryKey: platformSettingsKeys.general, meta: { silent: true }, queryFn: ({ signal }) => platformSettingsApi.general(signal) });
}

/** Saves the general settings; the reply becomes what the page shows, and the audit log is read again (the change is in it). */
export function useUpdateGeneralSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: platformSettingsApi.updateGeneral,
    meta: { silent: true },
    onSuccess: ({ data }) => {
      queryClient.setQueryData(platformSettingsKeys.general, data);
      void queryClient.invalidateQueries({ queryKey: platformSettingsKeys.auditAll });
    },
  });
}

/** One page of the audit log; the page on screen stays while the next filter or page loads. */
export function useAuditLog(query: AuditListRequest, enabled: boolean) {
  return useQuery({
    queryKey: platformSettingsKeys.audit(query),
    meta: { silent: true },
    enabled,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => platformSettingsApi.audit(query, signal),
  });
}
