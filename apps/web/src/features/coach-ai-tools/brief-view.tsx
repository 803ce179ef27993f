import type { PreSessionBrief } from '@coaching/contract';
import PrintIcon from '@mui/icons-material/Print';
import { Alert, Box, Button, Card, CardContent, LinearProgress, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../i18n/format.js';
import { briefText } from './brief-text.js';
import { CopyButton, GeneratedByChip } from './tool-parts.js';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title}>
      <Typography variant="h6" component="h3" gutterBottom>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

const Empty = ({ text }: { text: string }) => <Typography color="text.secondary">{text}</Typography>;

/** The brief in sections, with Copy (plain text) and Print. */
export function BriefView({ brief }: { brief: PreSessionBrief }) {
  const { t } = useTranslation('coach-ai-tools');
  const format = useFormat();
  const name = `${brief.client.firstName} ${brief.client.lastName}`.trim();
  return (
    <Card variant="outlined" component="article" aria-label={t('brief.title', { name })}>
      <CardContent>
        <Stack spacing={3}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
            <div>
              <Typography variant="h5" component="h2">
                {t('brief.title', { name })}
              </Typography>
              {brief.session && <Typography>{t('brief.forSession', { title: brief.session.title, date: format.dateTime(brief.session.scheduledDate) })}</Typography>}
              <Typography color="text.secondary">
                {brief.sinceLastSession ? t('brief.sinceSession', { date: format.date(brief.sinceDate) }) : t('brief.sinceDays')}
              </Typography>
            </div>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', displayPrint: 'none' }}>
              <GeneratedByChip generatedBy={brief.generatedBy} />
              <CopyButton text={briefText(brief, t, format)} />
              <Button startIcon={<PrintIcon />} onClick={() => window.print()}>
                {t('print')}
              </Button>
            </Stack>
          </Stack>

          <Section title={t('brief.goals')}>
            {brief.goals.length === 0 ? <Empty text={t('brief.noGoals')} /> : (
              <List dense disablePadding>
                {brief.goals.map((goal) => (
                  <ListItem key={goal.goalId} disableGutters>
                    <ListItemText
                      primary={goal.title}
                      secondary={
                        <>
                          <LinearProgress variant="determinate" value={goal.progress} aria-label={t('brief.progress', { progress: goal.progress })} sx={{ my: 0.5 }} />
                          {t('brief.progress', { progress: goal.progress })}
                          {' · '}
                          {goal.milestonesDoneSince > 0 ? t('brief.change', { change: goal.progressChange, count: goal.milestonesDoneSince }) : t('brief.noChange')}
                        </>
                      }
                      slotProps={{ secondary: { component: 'div' } }}
                    />
                  </ListItem>
                ))}
              </List>
            )}
          </Section>

          <Section title={t('brief.actionItems')}>
            {brief.openActionItems.length === 0 ? <Empty text={t('brief.noActionItems')} /> : (
              <List dense disablePadding>
                {brief.openActionItems.map((item, index) => (
                  <ListItem key={`${item.item}-${index}`} disableGutters>
                    <ListItemText
                      primary={item.item}
                      secondary={[
                        item.source === 'ai_coaching' ? t('brief.fromAi', { title: item.sourceTitle }) : t('brief.fromNotes', { title: item.sourceTitle }),
                        ...(item.deadline ? [t('brief.due', { date: format.date(item.deadline) })] : []),
                      ].join(' · ')}
                    />
                  </ListItem>
                ))}
              </List>
            )}
          </Section>

          <Section title={t('brief.aiSummaries')}>
            {brief.transcriptSharing === 'summary' && <Alert severity="info" sx={{ mb: 1 }}>{t('brief.summaryOnly')}</Alert>}
            {brief.aiSummaries.length === 0 ? <Empty text={t('brief.noAiSummaries')} /> : (
              <Stack spacing={1.5}>
                {brief.aiSummaries.map((summary) => (
                  <div key={summary.conversationId}>
                    <Typography variant="subtitle2">
                      {summary.title} · {format.date(summary.date)}
                    </Typography>
                    <Typography variant="body2">{summary.summary}</Typography>
                    {summary.keyInsights.length > 0 && (
                      <Box component="ul" sx={{ my: 0.5, pl: 3 }}>
                        {summary.keyInsights.map((insight) => (
                          <Typography component="li" variant="body2" key={insight}>
                            {insight}
                          </Typography>
                        ))}
                      </Box>
                    )}
                  </div>
                ))}
              </Stack>
            )}
          </Section>

          {brief.lastSessionNotes && (
            <Section title={t('brief.lastNotes')}>
              <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
                {brief.lastSessionNotes}
              </Typography>
            </Section>
          )}

          <Section title={t('brief.questions')}>
            <Box component="ol" sx={{ my: 0, pl: 3 }}>
              {brief.suggestedQuestions.map((question) => (
                <Typography component="li" key={question} sx={{ mb: 0.5 }}>
                  {question}
                </Typography>
              ))}
            </Box>
          </Section>
        </Stack>
      </CardContent>
    </Card>
  );
}
