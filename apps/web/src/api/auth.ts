import type { AuthResult, LoginBody, RegisterBody, UpdateMeBody, User } from '@coaching/contract';
import { apiCall, apiRequest } from './client.js';

/** The auth calls of spec section 7. Sign-in and registration run without a session. */
export const authApi = {
  login: (body: LoginBody) => apiRequest<AuthResult>('/auth/login', { method: 'POST', body, auth: false }),
  register: (body: RegisterBody) => apiRequest<AuthResult>('/auth/register', { method: 'POST', body, auth: false }),
  me: async () => (await apiRequest<{ user: User }>('/auth/me')).user,
  updateMe: async (body: UpdateMeBody) => (await apiRequest<{ user: User }>('/auth/me', { method: 'PUT', body })).user,
  logout: () => apiRequest<null>('/auth/logout', { method: 'POST', auth: false }),
  forgotPassword: async (email: string) =>
    (await apiCall<null>('/auth/forgot-password', { method: 'POST', body: { email }, auth: false })).message,
  resetPassword: (token: string, password: string) =>
    apiRequest<null>('/auth/reset-password', { method: 'POST', body: { token, password }, auth: false }),
};
