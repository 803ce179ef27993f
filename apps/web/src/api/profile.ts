import type { UpdateMeBody, User } from '@coaching/contract';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from './client.js';

/** PUT /auth/me, with the reply's message ('Profile updated successfully') kept for the page to say. */
export const updateProfile = async (body: UpdateMeBody) => {
  const { data, message } = await apiCall<{ user: User }>('/auth/me', { method: 'PUT', body });
  return { user: data.user, message };
};

/**
 * Saves the signed-in user's profile (My Profile of coaches and clients): resolves to the saved user, which the
 * caller puts in the auth context. Kept out of auth.ts, which the landing's sign-in dialog loads without TanStack
 * Query. The page says what failed, so the global toast stays quiet.
 */
export function useUpdateProfile() {
  return useMutation({ mutationFn: updateProfile, meta: { silent: true } });
}
