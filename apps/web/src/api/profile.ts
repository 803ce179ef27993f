import type { UpdateMeBody, User } from '@coaching/contract';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../api/client.js';
import { useAuth } from '../../auth/auth-provider.js';

/** PUT /auth/me, with the reply's message ('Profile updated successfully') kept for the toast. */
export const updateProfile = async (body: UpdateMeBody) => {
  const { data, message } = await apiCall<{ user: User }>('/auth/me', { method: 'PUT', body });
  return { user: data.user, message };
};

/** Saves the signed-in user's profile; the saved user replaces the one the app holds. The page says what failed. */
export function useUpdateProfile() {
  const { setUser } = useAuth();
  return useMutation({
    mutationFn: updateProfile,
    meta: { silent: true },
    onSuccess: ({ user }) => setUser(user),
  });
}
