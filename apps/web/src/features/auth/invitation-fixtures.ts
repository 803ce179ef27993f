import type { InvitationPreview } from '@coaching/contract';

export const INVITATION_TOKEN = 'tok_abc123';

/** What GET /invitations/{token} shows: Sarah Mitchell's pending invitation, to someone new unless told otherwise. */
export function invitationPreview(overrides: Partial<InvitationPreview> = {}): InvitationPreview {
  return {
    _id: '7c1d2e3f-4a5b-4c6d-8e7f-000000000001',
    coach: { _id: '7c1d2e3f-4a5b-4c6d-8e7f-000000000002', firstName: 'Sarah', lastName: 'Mitchell' },
    email: 'ada@example.com',
    name: 'Ada Lovelace',
    status: 'pending',
    existingUser: false,
    expiresAt: '2030-03-15T10:00:00.000Z',
    ...overrides,
  };
}
