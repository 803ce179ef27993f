import { useEffect, useRef, useState } from 'react';
import { notificationChannelsApi, useNotificationChannels } from '../../api/notification-channels.js';
import { askNotificationPermission, browserSupportsPush, currentSubscription, notificationPermission, subscribeBrowser, subscriptionBody, unsubscribeBrowser } from './browser-push.js';

/**
 * Where this browser stands with Web Push, for the line under the Push switch: the platform has no Web Push
 * (notifications show in the bell while a tab is open), the browser cannot take it, notifications are blocked or
 * were not allowed when asked, or this browser is (or is not yet) subscribed.
 */
export type PushBrowserState = 'loading' | 'channels-failed' | 'tab-only' | 'unsupported' | 'blocked' | 'dismissed' | 'checking' | 'subscribed' | 'not-subscribed';

/**
 * The Push switch's side in this browser. The switch itself is the account's setting, saved with the page; this
 * browser follows it once it is saved: subscribed (the service worker registered, the PushManager subscription
 * handed to POST /notifications/push-subscriptions) when on, unsubscribed (and DELETEd) when off.
 */
export function usePushThisBrowser(accountWantsPush: boolean) {
  const channels = useNotificationChannels();
  const publicKey = channels.data?.push.webPush ? channels.data.push.publicKey : undefined;
  const supported = browserSupportsPush();
  const active = publicKey !== undefined && supported;
  const [subscribed, setSubscribed] = useState<boolean>();
  const [permission, setPermission] = useState<NotificationPermission>(() => (supported ? notificationPermission() : 'denied'));
  const [dismissed, setDismissed] = useState(false);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const confirmed = useRef(false);
  const wantsPush = useRef(accountWantsPush);
  wantsPush.current = accountWantsPush;

  useEffect(() => {
    if (!active) return;
    let live = true;
    void (async () => {
      const subscription = await currentSubscription().catch(() => null);
      if (!live) return;
      setSubscribed(subscription !== null);
      // Handed to the platform again, once a visit: it may have dropped it, or it may hold it for another person
      // who signed in on this browser before. The platform keeps one owner per browser.
      if (subscription && wantsPush.current && notificationPermission() === 'granted' && !confirmed.current) {
        confirmed.current = true;
        await notificationChannelsApi.subscribe(subscriptionBody(subscription)).catch(() => undefined);
      }
    })();
    return () => {
      live = false;
    };
  }, [active]);

  /** Before Push is turned on: asks the browser's permission. False: the switch stays off, and the line says why. */
  const allow = async (): Promise<boolean> => {
    if (!active) return true;
    setDismissed(false);
    setFailed(false);
    const answer = await askNotificationPermission();
    setPermission(answer);
    setDismissed(answer === 'default');
    return answer === 'granted';
  };

  /** This browser follows the saved switch: subscribed when it is on, unsubscribed when it is off. */
  const follow = async (wanted: boolean): Promise<void> => {
    if (!active) return;
    setFailed(false);
    setBusy(true);
    try {
      if (wanted) {
        const answer = await askNotificationPermission();
        setPermission(answer);
        if (answer !== 'granted') return;
        await notificationChannelsApi.subscribe(await subscribeBrowser(publicKey));
        confirmed.current = true;
        setSubscribed(true);
      } else {
        const endpoint = await unsubscribeBrowser();
        setSubscribed(false);
        // Already gone from the platform (404) is what was wanted; should the DELETE fail otherwise, the push
        // service answers the platform's next push with 410 Gone, and the platform drops the browser then.
        if (endpoint) await notificationChannelsApi.unsubscribe(endpoint).catch(() => undefined);
      }
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  const state: PushBrowserState = channels.isError
    ? 'channels-failed'
    : !channels.data
      ? 'loading'
      : publicKey === undefined
        ? 'tab-only'
        : !supported
          ? 'unsupported'
          : permission === 'denied'
            ? 'blocked'
            : dismissed
              ? 'dismissed'
              : subscribed === undefined
                ? 'checking'
                : subscribed
                  ? 'subscribed'
                  : 'not-subscribed';

  return { state, failed, busy, allow, follow };
}

export type PushThisBrowser = ReturnType<typeof usePushThisBrowser>;
