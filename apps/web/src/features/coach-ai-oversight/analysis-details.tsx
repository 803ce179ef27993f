import type { ActionItemStatus, ConversationAnalysis } from '@coaching/contract';
import FlagIcon from '@mui/icons-material/Flag';
import { Alert, Chip, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../i18n/format.js';
import { CardEmpty, TitledCard } from '../../components/titled-card.js';
import { useAlertKindLabel } from './oversight-format.js';

const STATUS_COLORS = { pending: 'default', in_progress: 'info', completed: 'success' } as const satisfies Record<ActionItemStatus, string>;

/** What the conversation left behind: its summary and key insights. */
export function InsightsCard({ analysis }: { analysis: ConversationAnalysis }) {
  const { t } = useTranslation('coach-ai-oversight');
  return (
    <TitledCard title={t('analysis.insightsTitle')}>
      {(titleId) => (
        <Stack spacing={2}>
          <div>
            <Typography variant="subtitle2" component="h3">
              {t('analysis.summaryTitle')}
            </Typography>
            <Typography variant="body2" color={analysis.summary ? 'text.primary' : 'text.secondary'}>
              {analysis.summary || t('analysis.summaryEmpty')}
            </Typography>
          </div>
          {analysis.keyInsights.length === 0 ? (
            <CardEmpty message={t('analysis.insightsEmpty')} />
          ) : (
            <List dense aria-labelledby={titleId} sx={{ listStyle: 'disc', pl: 2.5 }}>
              {analysis.keyInsights.map((insight) => (
                <ListItem key={insight} sx={{ display: 'list-item', px: 0 }}>
                  {insight}
                </ListItem>
              ))}
            </List>
          )}
        </Stack>
      )}
    </TitledCard>
  );
}

/** The client's action items from the conversation, each with where it stands and when it is due. */
export function ActionItemsCard({ analysis }: { analysis: ConversationAnalysis }) {
  const { t } = useTranslation('coach-ai-oversight');
  const format = useFormat();
  return (
    <TitledCard title={t('analysis.actionItemsTitle')}>
      {(titleId) =>
        analysis.actionItems.length === 0 ? (
          <CardEmpty message={t('analysis.actionItemsEmpty')} />
        ) : (
          <List dense aria-labelledby={titleId}>
            {analysis.actionItems.map((item) => (
              <ListItem key={item._id} disableGutters secondaryAction={<Chip size="small" color={STATUS_COLORS[item.status]} label={t(`actionStatus.${item.status}`)} />}>
                <ListItemText primary={item.item} secondary={item.deadline ? t('analysis.due', { date: format.date(item.deadline) }) : undefined} sx={{ pr: 12 }} />
              </ListItem>
            ))}
          </List>
        )
      }
    </TitledCard>
  );
}

/** Whether a safety concern was flagged, whether coaching is on hold, and every alert the conversation raised. */
export function FlagsCard({ analysis }: { analysis: ConversationAnalysis }) {
  const { t } = useTranslation('coach-ai-oversight');
  const format = useFormat();
  const kindLabel = useAlertKindLabel();
  const clean = !analysis.flagged && analysis.alerts.length === 0;
  return (
    <TitledCard title={t('analysis.flagsTitle')}>
      {(titleId) =>
        clean ? (
          <CardEmpty message={t('analysis.noFlags')} />
        ) : (
          <Stack spacing={1.5}>
            {analysis.flagged && (
              <Alert severity="warning" icon={<FlagIcon />}>
                {t('analysis.flagged')}
              </Alert>
            )}
            {analysis.safetyHold && <Alert severity="error">{t('analysis.onHold')}</Alert>}
            {analysis.alerts.length > 0 && (
              <List dense aria-labelledby={titleId}>
                {analysis.alerts.map((alert) => (
                  <ListItem key={alert._id} disableGutters data-testid="analysis-alert">
                    <ListItemText
                      primary={t('analysis.alertLine', { kind: kindLabel(alert.kind), level: t(`alerts.${alert.level}`), when: format.dateTime(alert.createdAt) })}
                      secondary={resolution(alert)}
                    />
                    <Chip size="small" variant="outlined" label={t(`alerts.${alert.status === 'open' ? 'open' : alert.status === 'acknowledged' ? 'acknowledged' : 'resolvedStatus'}`)} />
                  </ListItem>
                ))}
              </List>
            )}
          </Stack>
        )
      }
    </TitledCard>
  );

  function resolution(alert: ConversationAnalysis['alerts'][number]) {
    if (!alert.resolvedAt) return alert.acknowledgedAt ? t('alerts.acknowledgedOn', { when: format.dateTime(alert.acknowledgedAt) }) : undefined;
    const when = format.dateTime(alert.resolvedAt);
    return alert.resolutionNote ? t('analysis.resolvedNote', { when, note: alert.resolutionNote }) : t('analysis.resolvedOn', { when });
  }
}
