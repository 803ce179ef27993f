import { PROFILE_MESSAGES, SUCCESS_MESSAGES, type UpdateMeBody, type User } from '@coaching/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import enPassword from '../../i18n/locales/en/password-change.js';
import en from '../../i18n/locales/en/admin-profile.js';
import userEvent from '@testing-library/user-event';
import { apiFail, apiOk, callsTo, stubApi, type FetchCall } from '../../test/fake-api.js';
import { renderRoutes, storeSession, testUser } from '../../test/render.js';
import { AdminProfilePage } from './admin-profile-page.js';

const admin = () =>
  testUser({ role: 'admin', username: 'morgan_admin', email: 'admin@example.com', profile: { ...testUser().profile, firstName: 'Morgan', lastName: 'Reyes', phone: '+1 555 0123' } });

type Server = { me: User; calls: FetchCall[] };

/** Signs in as the test admin and stubs /auth/me (read and saved) and the password change (refused). */
function renderAdminProfile() {
  const server: Server = { me: admin(), calls: [] };
  stubApi((call) => {
    server.calls.push(call);
    if (call.path === '/auth/me' && call.method === 'GET') return apiOk('GET /auth/me', { user: server.me });
    if (call.path === '/auth/me' && call.method === 'PUT') {
      const body = call.body as UpdateMeBody;
      server.me = { ...server.me, profile: { ...server.me.profile, ...body.profile, communicationPreferences: server.me.profile.communicationPreferences } };
      return apiOk('PUT /auth/me', { user: server.me }, { message: SUCCESS_MESSAGES.profileUpdated });
    }
    if (call.path === '/auth/change-password') return apiFail(400, 'Current password is incorrect', 'VALIDATION_ERROR');
    return apiFail(404, 'Not found', 'NOT_FOUND');
  });
  storeSession(server.me);
  const view = renderRoutes([{ path: '/admin/profile', element: <AdminProfilePage /> }], '/admin/profile');
  return { ...view, server, user: userEvent.setup() };
}

describe('AdminProfilePage', () => {
  it('shows the admin, saves their edited details with PUT /auth/me and returns to view', async () => {
    const { user, server } = renderAdminProfile();
    expect(await screen.findByRole('heading', { level: 1, name: 'My Profile' })).toBeInTheDocument();
    expect(screen.getByText('Morgan Reyes')).toBeInTheDocument();
    expect(screen.getByText(en.roles.admin)).toBeInTheDocument();
    expect(screen.getByText('+1 555 0123')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: en.actions.edit }));
    const lastName = screen.getByRole('textbox', { name: /Last name/ });
    await user.clear(lastName);
    await user.type(lastName, ' Rivera ');
    await user.click(screen.getByRole('button', { name: en.actions.save }));
    // Said on the page and in a toast.
    expect(await screen.findAllByText(SUCCESS_MESSAGES.profileUpdated)).toHaveLength(2);
    expect(callsTo(server.calls, 'PUT', '/auth/me')[0]?.body).toEqual({
      profile: { firstName: 'Morgan', lastName: 'Rivera', phone: '+1 555 0123', bio: '', timezone: 'UTC' },
    });
    await waitFor(() => expect(screen.queryByRole('textbox', { name: /Last name/ })).not.toBeInTheDocument());
    expect(screen.getByText('Morgan Rivera')).toBeInTheDocument();
  });

  it('has the password change, which says when it failed', async () => {
    const { user } = renderAdminProfile();
    const card = (await screen.findByRole('heading', { name: enPassword.title })).closest('section') as HTMLElement;
    await user.type(within(card).getByLabelText(enPassword.current), 'Wrong123!');
    await user.type(within(card).getByLabelText(enPassword.new), 'Newpass1!');
    await user.type(within(card).getByLabelText(enPassword.confirm), 'Newpass1!');
    await user.click(within(card).getByRole('button', { name: enPassword.submit }));
    expect(await within(card).findByText(PROFILE_MESSAGES.changePasswordFailed)).toBeInTheDocument();
  });
});
