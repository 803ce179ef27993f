import type { Privacy } from '@coaching/contract';
import { useMutation } from '@tanstack/react-query';
import { authApi } from './auth.js';

/** What one save of a client's privacy settings may change: any of the switches, the others left as they are. */
export type PrivacyChange = Partial<Privacy>;

/**
 * PUT /auth/me with {privacy} (clients only): resolves to the saved user, which the caller puts in the auth
 * context. Kept out of auth.ts, which the landing's sign-in dialog loads without TanStack Query. The settings
 * page says what failed, so the global toast stays quiet.
 */
export function useUpdatePrivacy() {
  return useMutation({ mutationFn: (privacy: PrivacyChange) => authApi.updateMe({ privacy }), meta: { silent: true } });
}
