import type { CreateTemplateBody, Template, TemplateKind, UpdateTemplateBody } from '@coaching/contract';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiCall, apiRequest } from './client.js';

type TemplateResult = { template: Template };
const path = (id: string) => `/templates/${encodeURIComponent(id)}`;

/** The coach's session plans and message templates (issue 18, Templates). */
export const templatesApi = {
  list: async (kind: TemplateKind | undefined, signal?: AbortSignal) =>
    (await apiRequest<{ templates: Template[] }>(`/templates${kind ? `?kind=${kind}` : ''}`, { signal })).templates,
  create: (body: CreateTemplateBody) => apiCall<TemplateResult>('/templates', { method: 'POST', body }),
  update: (id: string, body: UpdateTemplateBody) => apiCall<TemplateResult>(path(id), { method: 'PUT', body }),
  remove: (id: string) => apiCall<null>(path(id), { method: 'DELETE' }),
  duplicate: (id: string) => apiCall<TemplateResult>(`${path(id)}/duplicate`, { method: 'POST' }),
  use: (id: string) => apiCall<TemplateResult>(`${path(id)}/use`, { method: 'POST' }),
};

export const templateKeys = {
  all: ['templates'] as const,
  list: (kind: TemplateKind) => [...templateKeys.all, 'list', kind] as const,
};

/** Any change has every list read again (a use reorders nothing but changes the counts). */
const refresh = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: templateKeys.all });

// The screens show their own texts for failures, so the global toast stays quiet.
export function useTemplates(kind: TemplateKind, enabled = true) {
  return useQuery({ queryKey: templateKeys.list(kind), queryFn: ({ signal }) => templatesApi.list(kind, signal), meta: { silent: true }, enabled });
}

/** Creates a template, or saves one (with its id). */
export function useSaveTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: CreateTemplateBody }) =>
      id ? templatesApi.update(id, { title: body.title, content: body.content, agenda: body.agenda }) : templatesApi.create(body),
    meta: { silent: true },
    onSuccess: () => refresh(queryClient),
  });
}

export function useDeleteTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => templatesApi.remove(id),
    meta: { silent: true },
    onSuccess: (_reply, id) => {
      for (const kind of ['session_plan', 'message'] as const) {
        queryClient.setQueryData<Template[]>(templateKeys.list(kind), (templates) => templates?.filter((template) => template._id !== id));
      }
      void refresh(queryClient);
    },
  });
}

export function useDuplicateTemplate() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (id: string) => templatesApi.duplicate(id), meta: { silent: true }, onSuccess: () => refresh(queryClient) });
}

/** Counts a use of a message template (inserted in a conversation); a failure to count does not bother the coach. */
export function useCountTemplateUse() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (id: string) => templatesApi.use(id), meta: { silent: true }, onSuccess: () => refresh(queryClient) });
}
