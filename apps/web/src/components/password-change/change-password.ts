import type { AuthResult, ChangePasswordBody } from '@coaching/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authSessionKeys } from '../../api/auth-sessions.js';
import { apiCall } from '../../api/client.js';
import { sessionStore } from '../../api/session-store.js';
import { useAuth } from '../../auth/auth-provider.js';

/**
 * PUT /auth/change-password. The server ends every other session and issues this device a new token (and
 * refresh cookie), which replaces the stored one so the user stays signed in here; a list of the signed-in
 * devices is read again.
 */
export function useChangePassword() {
  const { setUser } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ChangePasswordBody) => (await apiCall<AuthResult>('/auth/change-password', { method: 'PUT', body })).data,
    meta: { silent: true },
    onSuccess: ({ token, user, expiresIn }) => {
      sessionStore.write(token, user, expiresIn);
      setUser(user);
      void queryClient.invalidateQueries({ queryKey: authSessionKeys.all });
    },
  });
}
