import { smsNumberOf } from '@coaching/contract';
import { Button, Link, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useNotificationChannels } from '../../api/notification-channels.js';
import { SettingSwitch } from '../settings-card.js';
import type { PushBrowserState, PushThisBrowser } from './use-push-this-browser.js';

type PushSwitchProps = {
  label: string;
  /** The switch as the page's draft has it. */
  checked: boolean;
  /** The switch as the account has it saved. */
  saved: boolean;
  onChange: (checked: boolean) => void;
  push: PushThisBrowser;
};

/**
 * The Push switch of a settings page: the account's setting, with a line on where this browser stands. Turning it
 * on asks the browser's permission first; refused, the switch stays off and the line says so.
 */
export function PushSwitch({ label, checked, saved, onChange, push }: PushSwitchProps) {
  const turn = async (on: boolean) => {
    if (!on || (await push.allow())) onChange(on);
  };
  return (
    <SettingSwitch
      label={label}
      checked={checked}
      disabled={push.busy}
      onChange={(on) => void turn(on)}
      description={<PushLine state={push.state} failed={push.failed} checked={checked} saved={saved} onSubscribe={() => void push.follow(true)} busy={push.busy} />}
    />
  );
}

const STATE_TEXT = {
  loading: 'channels.checking',
  'channels-failed': 'channels.loadFailed',
  'tab-only': 'channels.pushTabOnly',
  unsupported: 'channels.pushUnsupported',
  blocked: 'channels.pushBlocked',
  dismissed: 'channels.pushDismissed',
  checking: 'channels.pushAbout',
  subscribed: 'channels.pushThisBrowser',
  'not-subscribed': 'channels.pushNotThisBrowser',
} as const satisfies Record<PushBrowserState, string>;

function PushLine(props: { state: PushBrowserState; failed: boolean; checked: boolean; saved: boolean; busy: boolean; onSubscribe: () => void }) {
  const { t } = useTranslation('notifications');
  const { state, failed, checked, saved } = props;
  const browserState = state === 'subscribed' || state === 'not-subscribed' || state === 'checking';
  // Off, or on but not saved yet: what the switch will do, rather than where this browser stands.
  const key = failed
    ? 'channels.pushFailed'
    : browserState && !checked
      ? 'channels.pushAbout'
      : browserState && !saved && state !== 'subscribed'
        ? 'channels.pushOnSave'
        : STATE_TEXT[state];
  const offerSubscribe = checked && saved && (failed || state === 'not-subscribed');
  return (
    <Stack component="span" sx={{ gap: 0.5, alignItems: 'flex-start' }}>
      <span>{t(key)}</span>
      {offerSubscribe && (
        <Button size="small" variant="outlined" loading={props.busy} onClick={props.onSubscribe}>
          {t('channels.pushSubscribeHere')}
        </Button>
      )}
    </Stack>
  );
}

type SmsSwitchProps = {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The profile's phone, which texts go to. */
  phone: string;
  /** Where the phone is edited. */
  profilePath: string;
  /** A coach is also texted their clients' safety alerts. */
  role: 'client' | 'coach';
};

/**
 * The SMS switch of a settings page: off and disabled when the platform sends no text messages, saying so; with a
 * link to the profile when the texts have no number in international form to go to.
 */
export function SmsSwitch({ label, checked, onChange, phone, profilePath, role }: SmsSwitchProps) {
  const { t } = useTranslation('notifications');
  const channels = useNotificationChannels();
  const available = channels.data?.sms.available === true;
  const number = smsNumberOf(phone);
  const description = channels.isError ? (
    t('channels.loadFailed')
  ) : !channels.data ? undefined : !available ? (
    t('channels.smsUnavailable')
  ) : number ? (
    t(role === 'coach' ? 'channels.smsToCoach' : 'channels.smsTo', { phone: number })
  ) : (
    <Stack component="span" sx={{ gap: 0.5, alignItems: 'flex-start' }}>
      <span>{t('channels.smsNeedsPhone')}</span>
      <Link component={RouterLink} to={profilePath}>
        {t('channels.smsAddPhone')}
      </Link>
    </Stack>
  );
  return <SettingSwitch label={label} description={description} checked={available && checked} disabled={!available} onChange={onChange} />;
}
