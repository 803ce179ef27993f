import { PATHS } from '@coaching/contract';
import type { AcceptAccountInvitationBody, RegisterBody, User } from '@coaching/contract';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { isApiError } from '../api/api-error.js';
import { REFRESH_MARGIN_MS, refreshSession, sessionEvents } from '../api/session.js';
import { sessionStore } from '../api/session-store.js';
import { flashAfterReload, notify, showPendingFlash } from '../components/notify.js';
import { currentLanguage, i18n } from '../i18n/i18n.js';
import { syncUserLocale } from '../i18n/language.js';
import { languageFor } from '../i18n/languages.js';
import { queryCache } from '../app/query-cache.js';
import { choiceOfTheme, themeOfChoice, useColorMode, type ThemeChoice } from '../app/color-mode.js';
import { pathAllowedFor, returnPath, roleHome } from './role-home.js';
import { LOGGED_OUT_NOTICE, SESSION_EXPIRED_NOTICE, type SignInNotice } from './sign-in-notice.js';

export type AuthStatus = 'loading' | 'authenticated' | 'unauthenticated';

type AuthContextValue = {
  status: AuthStatus;
  user: User | undefined;
  login(email: string, password: string): Promise<void>;
  register(body: RegisterBody): Promise<User>;
  /** Opens the account an admin invited the person to (issue 20) and signs them in, as registering does. */
  acceptInvitation(body: AcceptAccountInvitationBody): Promise<User>;
  logout(options?: { silent?: boolean }): Promise<void>;
  /** Replaces the signed-in user after the server changed it (profile, settings). */
  setUser(user: User): void;
  /** Why the last session ended, for the sign-in dialog to say; cleared by dismissNotice or a new sign-in. */
  notice: SignInNotice | undefined;
  dismissNotice(): void;
};

type AuthState = { status: AuthStatus; user: User | undefined; notice?: SignInNotice };

const AuthContext = createContext<AuthContextValue | null>(null);

/** The API client loads with the first call that needs it: a visitor reading the landing page makes none. */
const authApi = () => import('../api/auth.js').then((module) => module.authApi);

function initialState(): AuthState {
  const stored = sessionStore.read();
  if (!stored) return { status: 'unauthenticated', user: undefined };
  // An access token that has run out is renewed before anything renders as signed in.
  return { status: stored.expiresAt - Date.now() > REFRESH_MARGIN_MS ? 'authenticated' : 'loading', user: stored.user };
}

/** Holds only the signed-in user and the transitions of spec section 4; server data lives in TanStack Query. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<AuthState>(initialState);
  const navigate = useNavigate();
  const location = useLocation();
  const colorMode = useColorMode();
  const { setChoice: setThemeChoice } = colorMode;

  const signOutLocally = useCallback(
    (notice?: SignInNotice) => {
      sessionStore.clear();
      queryCache.clear();
      setState({ status: 'unauthenticated', user: undefined, notice });
    },
    [],
  );

  useEffect(showPendingFlash, []);

  // The signed-in user's language and timezone, or the visitor's: at once, without a reload.
  useEffect(() => syncUserLocale(state.user), [state.user]);

  // The signed-in user's theme, as saved on their account: it follows them to every browser they sign in on.
  const savedTheme = state.user?.preferences.theme;
  useEffect(() => {
    if (savedTheme) setThemeChoice(choiceOfTheme(savedTheme));
  }, [savedTheme, setThemeChoice]);

  // Starting from the stored session: renew an expired token, then re-read the user; a 401 signs out quietly.
  useEffect(() => {
    if (!sessionStore.read()) return;
    let cancelled = false;
    void (async () => {
      if (state.status === 'loading' && !(await refreshSession())) {
        if (!cancelled) signOutLocally();
        return;
      }
      try {
        const user = await (await authApi()).me();
        // The session may have ended while the call was out (expiry, logout elsewhere): do not revive it.
        if (cancelled || !sessionStore.read()) return;
        sessionStore.writeUser(user);
        setState({ status: 'authenticated', user });
      } catch (error) {
        if (!cancelled && isApiError(error) && error.status === 401) signOutLocally();
        else if (!cancelled) setState((current) => ({ ...current, status: current.user ? 'authenticated' : 'unauthenticated' }));
      }
    })();
    return () => {
      cancelled = true;
    };
    // Only on start: later changes come through login, logout and the session events.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Any 401 elsewhere: the session is over.
  useEffect(
    () =>
      sessionEvents.on('expired', () => {
        if (!sessionStore.read()) return;
        returnPath.remember(`${location.pathname}${location.search}`);
        signOutLocally(SESSION_EXPIRED_NOTICE);
        void navigate(PATHS.signInPrompt, { replace: true });
      }),
    [location.pathname, location.search, navigate, signOutLocally],
  );

  // Renew the access token a minute before it expires while the app stays open.
  useEffect(() => {
    if (state.status !== 'authenticated') return;
    let timer: ReturnType<typeof setTimeout>;
    const schedule = () => {
      const stored = sessionStore.read();
      if (!stored) return;
      const delay = Math.max(0, stored.expiresAt - Date.now() - REFRESH_MARGIN_MS);
      timer = setTimeout(async () => {
        if (!(await refreshSession())) sessionEvents.emitExpired();
      }, delay);
    };
    schedule();
    const stop = sessionEvents.on('refreshed', () => {
      clearTimeout(timer);
      schedule();
    });
    return () => {
      clearTimeout(timer);
      stop();
    };
  }, [state.status]);

  // Signing out in another tab signs out this one.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === 'authToken' && event.newValue === null && state.status === 'authenticated') {
        signOutLocally();
        void navigate(PATHS.signInPrompt, { replace: true });
      }
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [navigate, signOutLocally, state.status]);

  const login = useCallback(async (email: string, password: string) => {
    const result = await (await authApi()).login({ email, password });
    sessionStore.write(result.token, result.user, result.expiresIn);
    // Kept before the page loads again, so that the next page starts in the account's theme.
    setThemeChoice(choiceOfTheme(result.user.preferences.theme));
    // The welcome shows on the next page, which speaks the user's language: say it in that one.
    const language = languageFor(result.user.preferences.language);
    await i18n.loadLanguages(language);
    flashAfterReload({ variant: 'success', message: i18n.t('messages:auth.welcomeBack', { firstName: result.user.profile.firstName, lng: language }) });
    const remembered = returnPath.take();
    const target = remembered && pathAllowedFor(result.user.role, remembered) ? remembered : roleHome(result.user.role);
    // A full navigation, as the spec asks: the role's shell starts from a clean page.
    window.location.assign(target);
  }, [setThemeChoice]);

  const register = useCallback(async (body: RegisterBody) => {
    const result = await (await authApi()).register(body);
    sessionStore.write(result.token, result.user, result.expiresIn);
    const user = await withChoicesKept(result.user, colorMode.choice);
    sessionStore.writeUser(user);
    setState({ status: 'authenticated', user });
    notify.success(i18n.t('messages:auth.welcomeToPlatform', { firstName: user.profile.firstName }));
    return user;
  }, [colorMode.choice]);

  const acceptInvitation = useCallback(async (body: AcceptAccountInvitationBody) => {
    const { accountInvitationsApi } = await import('../api/account-invitations.js');
    const result = await accountInvitationsApi.accept(body);
    // The account keeps the language the admin chose for it: it is the person's from here on.
    sessionStore.write(result.token, result.user, result.expiresIn);
    setState({ status: 'authenticated', user: result.user });
    notify.success(i18n.t('messages:auth.welcomeToPlatform', { firstName: result.user.profile.firstName }));
    return result.user;
  }, []);

  const logout = useCallback(
    async ({ silent = false }: { silent?: boolean } = {}) => {
      await authApi()
        .then((api) => api.logout())
        .catch(() => undefined);
      // The guards then take the user to /?show=login, whose sign-in dialog says 'Logged out successfully'.
      signOutLocally(silent ? undefined : LOGGED_OUT_NOTICE);
    },
    [signOutLocally],
  );

  const setUser = useCallback((user: User) => {
    sessionStore.writeUser(user);
    setState({ status: 'authenticated', user });
  }, []);

  const dismissNotice = useCallback(() => setState((current) => ({ ...current, notice: undefined })), []);

  const value = useMemo(
    () => ({ status: state.status, user: state.user, notice: state.notice, login, register, acceptInvitation, logout, setUser, dismissNotice }),
    [state, login, register, acceptInvitation, logout, setUser, dismissNotice],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

/** A new account starts in the language and theme its owner registered in, not in the defaults the server gave it. */
async function withChoicesKept(user: User, themeChoice: ThemeChoice): Promise<User> {
  const language = currentLanguage();
  const theme = themeOfChoice(themeChoice);
  if (user.preferences.language === language && user.preferences.theme === theme) return user;
  try {
    return await (await authApi()).updateMe({ preferences: { language, theme } });
  } catch {
    return user;
  }
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth needs AuthProvider');
  return value;
}
