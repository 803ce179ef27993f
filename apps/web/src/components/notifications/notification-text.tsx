import type { Notification } from '@coaching/contract';
import { Box, Stack, Typography } from '@mui/material';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../i18n/format.js';

/** What happened, in the reader's language, from the notification's type and data (the server sends no text). */
export function notificationTitle(notification: Notification, t: TFunction<'notifications'>): string {
  const personName = notification.data.personName ?? t('someone');
  switch (notification.type) {
    case 'conversation.message':
      return t('types.message', { personName });
    case 'safety.alert':
      return notification.data.level === 'crisis' ? t('types.safetyCrisis', { personName }) : t('types.safetyConcern', { personName });
    case 'session.requested':
      return t('types.sessionRequested', { personName });
    case 'session.confirmed':
      return t('types.sessionConfirmed', { personName });
    case 'session.rescheduled':
      return notification.data.late ? t('types.sessionRescheduledLate', { personName }) : t('types.sessionRescheduled', { personName });
    case 'session.cancelled':
      return notification.data.late ? t('types.sessionCancelledLate', { personName }) : t('types.sessionCancelled', { personName });
    case 'session.reminder':
      return t('types.sessionReminder', { personName });
    case 'invitation.received':
      return t('types.invitationReceived', { personName });
    case 'invitation.accepted':
      return t('types.invitationAccepted', { personName });
    case 'invitation.declined':
      return t('types.invitationDeclined', { personName });
    case 'goal.updated':
      return t('types.goalUpdated', { personName });
    case 'goal.completed':
      return t('types.goalCompleted', { personName });
  }
}

/**
 * One notification as the bell and the page show it: what happened, where and when, the unread ones in bold
 * with a dot (and the word for screen readers).
 */
export function NotificationText({ notification }: { notification: Notification }) {
  const { t } = useTranslation('notifications');
  const format = useFormat();
  const { conversationTitle, excerpt, sessionTitle, startsAt, goalTitle } = notification.data;
  const unread = !notification.read;
  return (
    <Stack direction="row" sx={{ gap: 1.5, alignItems: 'flex-start', minWidth: 0, width: '100%' }}>
      <Box
        component="span"
        aria-hidden
        sx={{ mt: 0.75, width: 8, height: 8, borderRadius: '50%', flexShrink: 0, bgcolor: unread ? 'secondary.main' : 'transparent' }}
      />
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography variant="body2" sx={{ fontWeight: unread ? 700 : 400, whiteSpace: 'normal' }}>
          {notificationTitle(notification, t)}
        </Typography>
        {conversationTitle && (
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block', whiteSpace: 'normal' }}>
            {t('inConversation', { title: conversationTitle })}
          </Typography>
        )}
        {sessionTitle && startsAt && (
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block', whiteSpace: 'normal' }}>
            {t('sessionAt', { title: sessionTitle, when: format.dateTime(startsAt) })}
          </Typography>
        )}
        {goalTitle && (
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block', whiteSpace: 'normal' }}>
            {t('onGoal', { title: goalTitle })}
          </Typography>
        )}
        {excerpt && (
          <Typography variant="body2" color="text.secondary" noWrap>
            {excerpt}
          </Typography>
        )}
        <Typography variant="caption" color="text.secondary" component="time" dateTime={notification.timestamp} title={format.dateTime(notification.timestamp)}>
          {format.relative(notification.timestamp)}
          {unread && ` · ${t('unreadMark')}`}
        </Typography>
      </Box>
    </Stack>
  );
}
