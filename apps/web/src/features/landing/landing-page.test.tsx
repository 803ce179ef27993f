import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionEvents } from '../../api/session.js';
import { apiOk, stubApi } from '../../test/fake-api.js';
import { renderRoutes, storeSession, testUser } from '../../test/render.js';
import { LandingPage } from './landing-page.js';

// The first open loads the dialog's code and the form's (react-hook-form, zod), which can take a moment in jsdom.
const LOAD = { timeout: 5_000 };

function renderLanding(initialEntry = '/') {
  const { router } = renderRoutes([{ path: '/', element: <LandingPage /> }], initialEntry);
  return { router, user: userEvent.setup() };
}

function setScrollY(y: number) {
  Object.defineProperty(window, 'pageYOffset', { value: y, configurable: true });
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
}

afterEach(() => setScrollY(0));

describe('LandingPage', () => {
  it('starts with the sign-in dialog closed and no sign-in form on the page', () => {
    renderLanding();
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
  });

  it("opens the sign-in form from the hero's 'Platform Access' button", async () => {
    const { user } = renderLanding();
    await user.click(screen.getByRole('button', { name: 'Platform Access' }));
    expect(await screen.findByRole('dialog', { name: 'Sign in' }, LOAD)).toBeInTheDocument();
    expect(await screen.findByLabelText('Email', {}, LOAD)).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/register');
  });

  it("opens the sign-in form from the navigation's 'Login' button", async () => {
    const { user } = renderLanding();
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByLabelText('Email', {}, LOAD)).toBeInTheDocument();
    expect(screen.getAllByLabelText('Email')).toHaveLength(1);
  });

  it.each(['/?show=login', '/?login=true'])('opens the sign-in form directly at %s', async (entry) => {
    renderLanding(entry);
    expect(await screen.findByRole('dialog', { name: 'Sign in' }, LOAD)).toBeInTheDocument();
    expect(await screen.findByLabelText('Email', {}, LOAD)).toBeInTheDocument();
  });

  it('removes the query that opened the dialog when it is closed, keeping other parameters', async () => {
    const { router, user } = renderLanding('/?show=login&ref=mail');
    await screen.findByLabelText('Email', {}, LOAD);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.search).toBe('?ref=mail');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('has the four sections with their headings and links to them', () => {
    renderLanding();
    for (const [id, title] of [
      ['features', 'Features'],
      ['methodology', 'Methodology'],
      ['vision', 'Vision'],
      ['contact', 'Contact'],
    ] as const) {
      const section = document.getElementById(id);
      expect(section?.tagName).toBe('SECTION');
      expect(screen.getByRole('heading', { level: 2, name: title })).toBe(section?.querySelector('h2'));
      expect(screen.getByRole('navigation', { name: 'Footer' }).querySelector(`a[href="#${id}"]`)).toHaveTextContent(title);
    }
    expect(screen.getByRole('link', { name: 'Write to the team' })).toHaveAttribute('href', 'mailto:hello@coaching-platform.example');
  });

  it('lets phone users reach the sections through the navigation menu', async () => {
    const { user } = renderLanding();
    await user.click(screen.getByRole('button', { name: 'Open navigation menu' }));
    const items = await screen.findAllByRole('menuitem', {}, LOAD);
    expect(items.map((item) => item.textContent)).toEqual(['Features', 'Methodology', 'Vision', 'Contact']);
    expect(items[2]).toHaveAttribute('href', '#vision');
  });

  it('turns the navigation solid once the page has scrolled past 20 pixels', () => {
    renderLanding();
    const header = screen.getByRole('banner');
    expect(header).toHaveAttribute('data-scrolled', 'false');

    act(() => {
      setScrollY(20);
      fireEvent.scroll(window);
    });
    expect(header).toHaveAttribute('data-scrolled', 'false');

    act(() => {
      setScrollY(21);
      fireEvent.scroll(window);
    });
    expect(header).toHaveAttribute('data-scrolled', 'true');

    act(() => {
      setScrollY(0);
      fireEvent.scroll(window);
    });
    expect(header).toHaveAttribute('data-scrolled', 'false');
  });

  it('says why the visitor is asked to sign in, inside the dialog where screen readers reach it', async () => {
    storeSession(testUser());
    stubApi(() => apiOk('GET /auth/me', { user: testUser() }));
    renderLanding();
    act(() => {
      sessionEvents.emitExpired();
    });
    const dialog = await screen.findByRole('dialog', { name: 'Sign in' });
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Session expired. Please log in again.');
  });
});
