import type { AssistGoalBody, AssistGoalResult, Goal, GoalBody } from '@coaching/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall, apiRequest } from './client.js';

/** The goal calls of spec section 7 and their TanStack Query hooks. */
export const goalsApi = {
  list: (signal?: AbortSignal) => apiRequest<Goal[]>('/goals', { signal }),
  create: (body: GoalBody) => apiCall<Goal>('/goals', { method: 'POST', body }),
  update: (id: string, body: GoalBody) => apiCall<Goal>(`/goals/${id}`, { method: 'PUT', body }),
  setMilestone: (goalId: string, milestoneId: string, completed: boolean) =>
    apiRequest<Goal>(`/goals/${goalId}/milestones/${milestoneId}`, { method: 'PUT', body: { completed } }),
  remove: (id: string) => apiCall<null>(`/goals/${id}`, { method: 'DELETE' }),
  assist: (body: AssistGoalBody) => apiRequest<AssistGoalResult>('/ai-coaching/assist-goal', { method: 'POST', body }),
};

export const goalKeys = {
  all: ['goals'] as const,
  list: () => [...goalKeys.all, 'list'] as const,
};

/** The screens show their own load error with a retry (spec section 8), so the global toast stays quiet. */
export const goalsQuery = () =>
  queryOptions({ queryKey: goalKeys.list(), queryFn: ({ signal }) => goalsApi.list(signal), meta: { silent: true } });

export function useGoals() {
  return useQuery(goalsQuery());
}

/** Writes put the saved goal straight into the cached list, then refetch every goal query. */
function useGoalWrite<Variables, Result>(write: (variables: Variables) => Promise<Result>, toGoal: (result: Result) => Goal | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    meta: { silent: true },
    onSuccess: (result) => {
      const goal = toGoal(result);
      if (goal) {
        queryClient.setQueryData<Goal[]>(goalKeys.list(), (goals) => {
          if (!goals) return goals;
          return goals.some((g) => g._id === goal._id) ? goals.map((g) => (g._id === goal._id ? goal : g)) : [goal, ...goals];
        });
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: goalKeys.all }),
  });
}

export function useCreateGoal() {
  return useGoalWrite((body: GoalBody) => goalsApi.create(body), (reply) => reply.data);
}

export function useUpdateGoal() {
  return useGoalWrite(({ id, body }: { id: string; body: GoalBody }) => goalsApi.update(id, body), (reply) => reply.data);
}

export function useToggleMilestone() {
  return useGoalWrite(
    ({ goalId, milestoneId, completed }: { goalId: string; milestoneId: string; completed: boolean }) =>
      goalsApi.setMilestone(goalId, milestoneId, completed),
    (goal) => goal,
  );
}

export function useDeleteGoal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => goalsApi.remove(id),
    meta: { silent: true },
    onSuccess: (_reply, id) => queryClient.setQueryData<Goal[]>(goalKeys.list(), (goals) => goals?.filter((g) => g._id !== id)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: goalKeys.all }),
  });
}

export function useAssistGoal() {
  return useMutation({ mutationFn: (body: AssistGoalBody) => goalsApi.assist(body), meta: { silent: true } });
}
