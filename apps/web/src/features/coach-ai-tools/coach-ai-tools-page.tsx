import { Box, Stack, Tab, Tabs, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BriefTool } from './brief-tool.js';
import { GoalSuggestionsTool } from './goal-suggestions-tool.js';
import { SummaryTool } from './summary-tool.js';

const TOOLS = [
  { key: 'brief', Tool: BriefTool },
  { key: 'summary', Tool: SummaryTool },
  { key: 'goals', Tool: GoalSuggestionsTool },
] as const;

/**
 * /coach/ai-tools (issue 18): the pre-session brief, conversation summaries and goal suggestions, one tab each.
 * Every tab stays mounted, so a brief or summary is still there after a look at another tool.
 */
export function CoachAiToolsPage() {
  const { t } = useTranslation(['coach-ai-tools', 'common']);
  const [tab, setTab] = useState(0);
  return (
    <Stack spacing={3}>
      <div>
        <Typography variant="h4" component="h1">
          {t('common:titles.coachAiTools')}
        </Typography>
        <Typography color="text.secondary">{t('subtitle')}</Typography>
      </div>
      <Tabs value={tab} onChange={(_event, next: number) => setTab(next)} aria-label={t('tabs.label')} variant="scrollable" allowScrollButtonsMobile>
        {TOOLS.map(({ key }, index) => (
          <Tab key={key} label={t(`tabs.${key}`)} id={`ai-tool-tab-${key}`} aria-controls={`ai-tool-panel-${key}`} value={index} />
        ))}
      </Tabs>
      {TOOLS.map(({ key, Tool }, index) => (
        <Box key={key} role="tabpanel" id={`ai-tool-panel-${key}`} aria-labelledby={`ai-tool-tab-${key}`} hidden={tab !== index}>
          <Tool />
        </Box>
      ))}
    </Stack>
  );
}
