import { DURATION_TICK_MS, type Engagement } from '@coaching/contract';
import { Box, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../i18n/format.js';
import { EngagementChip } from '../../components/engagement-chip.js';
import { SentimentEmoji } from '../../components/sentiment-emoji.js';
import { useNow } from './use-now.js';

/** The session analytics of spec section 3 as the bar shows them; the duration runs from the message times. */
export type SessionStats = {
  messageCount: number;
  /** The first message's time; the duration runs from it. */
  startedAt: string | undefined;
  /** A completed conversation's end; the duration stops there. */
  endedAt: string | undefined;
  sentimentScore: number;
  engagementLevel: Engagement;
};

const MINUTE_MS = 60_000;

function Stat({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography component="dt" variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Box component="dd" sx={{ m: 0, fontWeight: 600, display: 'flex', alignItems: 'center', minHeight: 28 }}>
        {children}
      </Box>
    </Box>
  );
}

/** Spec section 2: messages, duration in whole minutes ticking every second, sentiment emoji, engagement chip. */
export function StatsBar({ stats }: { stats: SessionStats }) {
  const { t } = useTranslation('messages');
  const format = useFormat();
  const running = stats.startedAt !== undefined && stats.endedAt === undefined;
  const now = useNow(DURATION_TICK_MS, running);
  const end = stats.endedAt ? Date.parse(stats.endedAt) : now;
  const minutes = stats.startedAt ? Math.max(0, Math.floor((end - Date.parse(stats.startedAt)) / MINUTE_MS)) : 0;

  return (
    <Stack component="dl" aria-label={t('aiCoaching.statsLabel')} direction="row" spacing={3} sx={{ m: 0, px: 2, py: 1.5, flexWrap: 'wrap', rowGap: 1 }}>
      <Stat label={t('aiCoaching.statMessages')}>{format.number(stats.messageCount)}</Stat>
      <Stat label={t('aiCoaching.statDuration')}>{t('aiCoaching.durationMinutes', { count: minutes })}</Stat>
      <Stat label={t('aiCoaching.statSentiment')}>
        <SentimentEmoji score={stats.sentimentScore} />
      </Stat>
      <Stat label={t('aiCoaching.statEngagement')}>
        <EngagementChip level={stats.engagementLevel} />
      </Stat>
    </Stack>
  );
}
