import { PATHS, pathTo, type OversightAlert } from '@coaching/contract';
import { Button, Chip, Link, List, ListItem, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useAcknowledgeAlert, useOversightAlerts, useResolveAlert } from '../../api/ai-oversight.js';
import { useAiAssistance } from '../../auth/use-ai-assistance.js';
import { notify } from '../../components/notify.js';
import { useFormat } from '../../i18n/format.js';
import { CardEmpty, CardFailed, CardLoading, TitledCard } from '../../components/titled-card.js';
import { useAlertKindLabel } from './oversight-format.js';
import { ResolveAlertDialog } from './resolve-alert-dialog.js';

/** The safety alerts still to follow up: acknowledged here once seen, resolved once followed up. Live through the event stream. */
export function AlertsPanel() {
  const { t } = useTranslation('coach-ai-oversight');
  const alerts = useOversightAlerts();
  const acknowledge = useAcknowledgeAlert();
  const resolve = useResolveAlert();
  const [resolving, setResolving] = useState<OversightAlert | undefined>();
  const failed = () => notify.error(t('alerts.actionFailed'));

  const onAcknowledge = (alert: OversightAlert) =>
    acknowledge.mutate(alert._id, { onSuccess: () => notify.success(t('alerts.acknowledgedToast')), onError: failed });
  const onResolve = (note: string) => {
    if (!resolving) return;
    resolve.mutate(
      { alertId: resolving._id, note },
      {
        onSuccess: () => {
          notify.success(t('alerts.resolvedToast'));
          setResolving(undefined);
        },
        onError: failed,
      },
    );
  };

  return (
    <TitledCard title={t('alerts.title')} description={t('alerts.description')}>
      {(titleId) => {
        if (alerts.isPending) return <CardLoading label={t('alerts.loading')} height={120} />;
        if (alerts.isError) return <CardFailed retryLabel={t('tryAgain')} message={t('alerts.loadFailed')} onRetry={alerts.refetch} retrying={alerts.isFetching} />;
        if (alerts.data.length === 0) return <CardEmpty message={t('alerts.empty')} />;
        return (
          <>
            <List aria-labelledby={titleId} disablePadding>
              {alerts.data.map((alert) => (
                <AlertItem
                  key={alert._id}
                  alert={alert}
                  acknowledging={acknowledge.isPending && acknowledge.variables === alert._id}
                  onAcknowledge={() => onAcknowledge(alert)}
                  onResolve={() => setResolving(alert)}
                />
              ))}
            </List>
            <ResolveAlertDialog alert={resolving} resolving={resolve.isPending} onCancel={() => setResolving(undefined)} onResolve={onResolve} />
          </>
        );
      }}
    </TitledCard>
  );
}

type ItemProps = { alert: OversightAlert; acknowledging: boolean; onAcknowledge: () => void; onResolve: () => void };

function AlertItem({ alert, acknowledging, onAcknowledge, onResolve }: ItemProps) {
  const { t } = useTranslation('coach-ai-oversight');
  const format = useFormat();
  const kindLabel = useAlertKindLabel();
  const { conversationAnalysis } = useAiAssistance();
  const open = alert.status === 'open';
  return (
    <ListItem divider disableGutters sx={{ display: 'block', py: 1.5 }} data-testid="oversight-alert">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
        <Chip size="small" color={alert.level === 'crisis' ? 'error' : 'warning'} label={t(`alerts.${alert.level}`)} />
        <Chip size="small" variant="outlined" label={t(open ? 'alerts.open' : 'alerts.acknowledged')} />
        <Typography variant="subtitle2" component="h3" sx={{ fontWeight: 600 }}>
          {alert.clientName}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {kindLabel(alert.kind)}
        </Typography>
      </Stack>
      <Typography variant="body2" sx={{ fontStyle: 'italic', overflowWrap: 'anywhere', my: 0.5 }}>
        {t('alerts.excerpt', { excerpt: alert.excerpt })}
      </Typography>
      <Typography variant="caption" color="text.secondary" component="p">
        {t('alerts.raised', { when: format.dateTime(alert.createdAt) })}
        {alert.acknowledgedAt && ` · ${t('alerts.acknowledgedOn', { when: format.dateTime(alert.acknowledgedAt) })}`}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        {open && (
          <Button size="small" variant="outlined" loading={acknowledging} onClick={onAcknowledge} aria-label={t('alerts.acknowledgeFor', { name: alert.clientName })}>
            {t('alerts.acknowledge')}
          </Button>
        )}
        <Button size="small" variant="contained" onClick={onResolve} aria-label={t('alerts.resolveFor', { name: alert.clientName })}>
          {t('alerts.resolve')}
        </Button>
        {alert.conversationId && conversationAnalysis && (
          <Link component={RouterLink} to={pathTo(PATHS.coach.conversationAnalysis, { conversationId: alert.conversationId })} variant="body2">
            {t('alerts.analysis')}
          </Link>
        )}
        <Link component={RouterLink} to={pathTo(PATHS.coach.clientAiConversations, { clientId: alert.clientId })} variant="body2">
          {t('alerts.conversations')}
        </Link>
      </Stack>
    </ListItem>
  );
}
