import { COACH_VERIFICATION_MESSAGES, type CoachVerification, type SubmitVerificationBody } from '@coaching/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import en from '../../i18n/locales/en/coach-verification.js';
import { apiOk, callsTo } from '../../test/fake-api.js';
import { makeCoach, renderCoachProfile } from './coach-profile-test-utils.js';

const SUBMITTED_AT = '2026-11-20T10:00:00.000Z';

function verification(overrides: Partial<CoachVerification> = {}): CoachVerification {
  return { status: 'pending', certifications: [], experience: null, submittedAt: null, decidedAt: null, reason: null, ...overrides };
}

/** /coach/profile for a coach whose verification is as given; PUT /coach/verification stores what was sent and waits for an admin. */
function renderWith(initial: CoachVerification) {
  let stored = initial;
  return renderCoachProfile({
    user: { ...makeCoach(), verification: initial },
    override: (call) => {
      if (call.path !== '/coach/verification') return undefined;
      if (call.method === 'PUT') stored = { ...stored, ...(call.body as SubmitVerificationBody), status: 'pending', submittedAt: SUBMITTED_AT, reason: null };
      return call.method === 'PUT'
        ? apiOk('PUT /coach/verification', { verification: stored }, { message: COACH_VERIFICATION_MESSAGES.submitted })
        : apiOk('GET /coach/verification', { verification: stored });
    },
  });
}

const card = () => screen.findByRole('region', { name: en.card.title });
const row = (number: number) => screen.getByRole('group', { name: `Certification ${number}` });
const input = (scope: HTMLElement, label: string) => within(scope).getByLabelText(label, { selector: 'input' });

describe('VerificationCard', () => {
  it('lets a new coach submit several certifications and their experience, then says they wait for an admin', async () => {
    const { user, server } = renderWith(verification());
    const region = await card();
    expect(await within(region).findByText(en.states.toSubmit)).toBeInTheDocument();

    await user.type(input(row(1), en.form.name), 'ICF Professional Certified Coach');
    await user.type(input(row(1), en.form.issuer), 'International Coaching Federation');
    await user.type(input(row(1), en.form.year), '2018');
    await user.click(within(region).getByRole('button', { name: en.form.add }));
    await user.type(input(row(2), en.form.name), 'Co-Active Coach');
    await user.type(input(row(2), en.form.issuer), 'CTI');
    await user.type(input(row(2), en.form.year), '2015');
    await user.click(within(region).getByRole('button', { name: en.form.add }));
    await user.click(within(region).getByRole('button', { name: 'Remove certification 3' }));
    const experience = input(region, en.form.experience);
    await user.clear(experience);
    await user.type(experience, '9');
    await user.click(within(region).getByRole('button', { name: en.form.submit }));

    expect(await within(region).findByText('Sent Nov 20, 2026: waiting for an administrator to verify your account. You can still correct what you sent.')).toBeInTheDocument();
    expect(await screen.findByText(COACH_VERIFICATION_MESSAGES.submitted)).toBeInTheDocument();
    expect(callsTo(server.calls, 'PUT', '/coach/verification').map((call) => call.body)).toEqual([
      {
        certifications: [
          { name: 'ICF Professional Certified Coach', issuer: 'International Coaching Federation', year: 2018 },
          { name: 'Co-Active Coach', issuer: 'CTI', year: 2015 },
        ],
        experience: 9,
      },
    ]);
    // The form now holds what the server stored, ready for a correction.
    expect(input(row(2), en.form.name)).toHaveValue('Co-Active Coach');
    expect(within(region).getByRole('button', { name: en.form.update })).toBeInTheDocument();
  });

  it("checks each row with the contract's rules and sends nothing until they hold", async () => {
    const { user, server } = renderWith(verification());
    const region = await card();
    await user.type(await within(region).findByLabelText(en.form.year, { selector: 'input' }), '1890');
    await user.click(within(region).getByRole('button', { name: en.form.submit }));

    expect(await within(row(1)).findByText(COACH_VERIFICATION_MESSAGES.certificationNameRequired)).toBeInTheDocument();
    expect(within(row(1)).getByText(COACH_VERIFICATION_MESSAGES.certificationIssuerRequired)).toBeInTheDocument();
    expect(within(row(1)).getByText(COACH_VERIFICATION_MESSAGES.certificationYearInvalid)).toBeInTheDocument();

    await user.click(within(region).getByRole('button', { name: 'Remove certification 1' }));
    await user.click(within(region).getByRole('button', { name: en.form.submit }));
    expect(await within(region).findByText(COACH_VERIFICATION_MESSAGES.certificationsRequired)).toBeInTheDocument();
    expect(callsTo(server.calls, 'PUT')).toHaveLength(0);
  });

  it("shows a declined coach the admin's reason and lets them submit again from what they sent", async () => {
    const sent = { certifications: [{ name: 'Life coach diploma', issuer: 'Online Academy', year: 2021 }], experience: 2 };
    const { user, server } = renderWith(verification({ status: 'declined', ...sent, submittedAt: SUBMITTED_AT, decidedAt: '2026-11-22T10:00:00.000Z', reason: 'Please add an accredited certification' }));
    const region = await card();
    expect(await within(region).findByText(/The administrator wrote: “Please add an accredited certification”/)).toBeInTheDocument();
    expect(input(row(1), en.form.name)).toHaveValue('Life coach diploma');

    await user.click(within(region).getByRole('button', { name: en.form.resubmit }));
    await waitFor(() => expect(callsTo(server.calls, 'PUT', '/coach/verification').map((call) => call.body)).toEqual([sent]));
    expect(await within(region).findByText(/waiting for an administrator/)).toBeInTheDocument();
  });

  it('confirms a verified coach, with what they sent and no form', async () => {
    renderWith(verification({ status: 'verified', certifications: [{ name: 'ICF PCC', issuer: 'ICF', year: 2018 }], experience: 7, submittedAt: SUBMITTED_AT, decidedAt: '2026-11-22T10:00:00.000Z' }));
    const region = await card();
    expect(await within(region).findByText(/Your coach account is verified: you can invite and take clients\. Verified Nov 22, 2026\./)).toBeInTheDocument();
    expect(within(region).getByText('ICF PCC, ICF (2018)')).toBeInTheDocument();
    expect(within(region).getByText('7 years of experience')).toBeInTheDocument();
    expect(within(region).queryByRole('button', { name: en.form.submit })).not.toBeInTheDocument();
  });
});
