import type { AuthSession } from '@coaching/contract';
import { Button, Chip, CircularProgress, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuthSessions, useSignOutDevice, useSignOutOtherDevices } from '../../api/auth-sessions.js';
import { useAuth } from '../../auth/auth-provider.js';
import { notify } from '../../components/notify.js';
import { RetryAlert } from '../../components/retry-alert.js';
import { SettingsCard } from '../../components/settings-card.js';
import { useFormat } from '../../i18n/format.js';
import { describeDevice } from './describe-device.js';
import { SignOutOthersDialog } from './sign-out-others-dialog.js';

/**
 * The account's signed-in devices (its session rows), this one marked: each can be signed out, and all but this
 * one at once after a confirmation. A device signed out here is signed out at once; this one signs out as Logout does.
 */
export function DevicesCard() {
  const { t } = useTranslation('client-settings');
  const devices = useAuthSessions();
  const signOutOthers = useSignOutOtherDevices();
  const [confirming, setConfirming] = useState(false);
  const others = devices.data?.filter((device) => !device.current).length ?? 0;

  const confirmSignOutOthers = async () => {
    try {
      const { ended } = await signOutOthers.mutateAsync();
      notify.success(t('devices.signedOutOthers', { count: ended }));
    } catch {
      notify.error(t('devices.signOutFailed'));
    } finally {
      setConfirming(false);
    }
  };

  return (
    <SettingsCard title={t('devices.title')} hint={t('devices.hint')}>
      {devices.isPending ? (
        <Stack direction="row" sx={{ gap: 2, alignItems: 'center', py: 2 }}>
          <CircularProgress size={24} aria-label={t('devices.loading')} />
          <Typography color="text.secondary">{t('devices.loading')}</Typography>
        </Stack>
      ) : devices.isError ? (
        <RetryAlert retryLabel={t('devices.tryAgain')} onRetry={() => devices.refetch()} retrying={devices.isFetching}>
          {t('devices.loadFailed')}
        </RetryAlert>
      ) : (
        <>
          <List aria-label={t('devices.title')} disablePadding>
            {devices.data.map((device) => (
              <DeviceRow key={device._id} device={device} />
            ))}
          </List>
          <div>
            <Button variant="outlined" color="error" disabled={others === 0} onClick={() => setConfirming(true)}>
              {t('devices.signOutEverywhereElse')}
            </Button>
            {others === 0 && (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                {t('devices.onlyThisDevice')}
              </Typography>
            )}
          </div>
        </>
      )}
      <SignOutOthersDialog open={confirming} pending={signOutOthers.isPending} onCancel={() => setConfirming(false)} onConfirm={() => void confirmSignOutOthers()} />
    </SettingsCard>
  );
}

function DeviceRow({ device }: { device: AuthSession }) {
  const { t } = useTranslation('client-settings');
  const format = useFormat();
  const { logout } = useAuth();
  const signOut = useSignOutDevice();
  const nameId = useId();
  const { browser, system } = describeDevice(device.userAgent);
  const name = browser && system ? t('devices.browserOn', { browser, system }) : (browser ?? system ?? t('devices.unknownDevice'));

  const signOutDevice = async () => {
    // This device signs out as Logout does: the server ends its session, and the sign-in page says so.
    if (device.current) return logout();
    try {
      await signOut.mutateAsync(device._id);
      notify.success(t('devices.signedOutDevice', { device: name }));
    } catch {
      notify.error(t('devices.signOutFailed'));
    }
  };

  return (
    <ListItem
      divider
      disableGutters
      secondaryAction={
        <Button size="small" aria-describedby={nameId} loading={signOut.isPending} onClick={() => void signOutDevice()}>
          {t('devices.signOut')}
        </Button>
      }
      sx={{ pr: { xs: 18, sm: 22 } }}
    >
      <ListItemText
        primary={
          <Stack component="span" direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <span id={nameId}>{name}</span>
            {device.current && <Chip size="small" color="primary" label={t('devices.thisDevice')} />}
          </Stack>
        }
        secondary={t('devices.details', {
          address: device.ipAddress ?? t('devices.unknownAddress'),
          signedIn: format.dateTime(device.createdAt),
          lastActive: format.relative(device.lastUsedAt),
        })}
      />
    </ListItem>
  );
}
