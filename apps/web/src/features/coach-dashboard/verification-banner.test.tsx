import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../i18n/locales/en/coach-verification.js';
import { renderCoachDashboard } from './coach-dashboard-test-utils.js';

const pending = { status: 'pending' as const, certifications: [], experience: null, submittedAt: '2026-11-20T10:00:00.000Z', decidedAt: null, reason: null };

afterEach(() => vi.useRealTimers());

describe('The coach dashboard while the coach is not verified', () => {
  it('says the account waits for an admin and links to the verification card', async () => {
    renderCoachDashboard({ verification: pending });
    expect(await screen.findByText(en.banner.waiting)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: en.banner.open })).toHaveAttribute('href', '/coach/profile#verification');
  });

  it('shows no banner once the coach is verified', async () => {
    renderCoachDashboard({ verification: { ...pending, status: 'verified' } });
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: en.banner.open })).not.toBeInTheDocument();
  });
});
