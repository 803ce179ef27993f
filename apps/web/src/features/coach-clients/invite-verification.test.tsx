import { COACH_VERIFICATION_MESSAGES } from '@coaching/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import enVerification from '../../i18n/locales/en/coach-verification.js';
import en from '../../i18n/locales/en/invitations.js';
import { renderCoachClients } from './coach-clients-test-utils.js';

const pending = { status: 'pending' as const, certifications: [], experience: null, submittedAt: null, decidedAt: null, reason: null };

describe('Add New Client for a coach not yet verified', () => {
  it('is disabled, with the reason and the way to the verification', async () => {
    renderCoachClients({ verification: pending });
    const button = await screen.findByRole('button', { name: en.add.open });
    expect(button).toBeDisabled();
    expect(screen.getByLabelText(COACH_VERIFICATION_MESSAGES.pendingCannotInvite)).toBeInTheDocument();
    expect(screen.getByText(enVerification.banner.toSubmit)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: enVerification.banner.open })).toHaveAttribute('href', '/coach/profile#verification');
  });

  it('gives a declined coach the declined reason', async () => {
    renderCoachClients({ verification: { ...pending, status: 'declined', reason: 'No certificate', submittedAt: '2026-11-20T10:00:00.000Z' } });
    expect(await screen.findByRole('button', { name: en.add.open })).toBeDisabled();
    expect(screen.getByLabelText(COACH_VERIFICATION_MESSAGES.declinedCannotInvite)).toBeInTheDocument();
    expect(screen.getByText(enVerification.banner.declined)).toBeInTheDocument();
  });

  it('is open to a verified coach, with no banner', async () => {
    renderCoachClients({ verification: { ...pending, status: 'verified' } });
    expect(await screen.findByRole('button', { name: en.add.open })).toBeEnabled();
    expect(screen.queryByRole('link', { name: enVerification.banner.open })).not.toBeInTheDocument();
  });
});
