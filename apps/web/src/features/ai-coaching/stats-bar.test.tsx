import { AI_COACHING_MESSAGES as M, type Engagement } from '@coaching/contract';
import { ThemeProvider, getContrastRatio } from '@mui/material/styles';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppTheme } from '../../app/theme.js';
import { ENGAGEMENT_COLORS, engagementBackground } from '../../components/engagement-chip.js';
import { StatsBar, type SessionStats } from './stats-bar.js';

const stats = (overrides: Partial<SessionStats> = {}): SessionStats => ({
  messageCount: 4,
  startedAt: undefined,
  endedAt: undefined,
  sentimentScore: 0.5,
  engagementLevel: 'medium',
  ...overrides,
});

const renderBar = (value: SessionStats, mode: 'light' | 'dark' = 'light') =>
  render(
    <ThemeProvider theme={createAppTheme(mode)}>
      <StatsBar stats={value} />
    </ThemeProvider>,
  );

afterEach(() => vi.useRealTimers());

describe('StatsBar', () => {
  it.each([
    [0.61, M.sentimentLabels.happy, '😊'],
    [0.5, M.sentimentLabels.neutral, '😐'],
    [0.4, M.sentimentLabels.sad, '😔'],
  ])('shows sentiment %s with its emoji and an accessible name', (sentimentScore, name, emoji) => {
    renderBar(stats({ sentimentScore }));
    expect(screen.getByRole('img', { name })).toHaveTextContent(emoji);
  });

  it.each([
    ['high', 'High', 'MuiChip-colorSuccess'],
    ['medium', 'Medium', 'MuiChip-colorWarning'],
    ['low', 'Low', 'MuiChip-colorError'],
  ] as const)('colours %s engagement', (engagementLevel, label, colourClass) => {
    renderBar(stats({ engagementLevel }));
    expect(screen.getByText(label).closest('.MuiChip-root')).toHaveClass(colourClass);
  });

  it('keeps every engagement chip at AA contrast in both colour schemes', () => {
    for (const mode of ['light', 'dark'] as const) {
      const theme = createAppTheme(mode);
      for (const level of Object.keys(ENGAGEMENT_COLORS) as Engagement[]) {
        const text = theme.palette[ENGAGEMENT_COLORS[level]].contrastText;
        expect(getContrastRatio(engagementBackground(theme, level), text), `${mode} ${level}`).toBeGreaterThanOrEqual(4.5);
      }
    }
  });

  it('counts whole minutes from the first message, ticking every second', () => {
    vi.useFakeTimers();
    renderBar(stats({ startedAt: new Date(Date.now() - 179_500).toISOString() }));
    expect(screen.getByText('2 min')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.getByText('3 min')).toBeInTheDocument();
  });

  it('stops the clock when the session is completed', () => {
    const startedAt = '2026-03-14T10:00:00.000Z';
    renderBar(stats({ startedAt, endedAt: '2026-03-14T10:42:30.000Z' }));
    expect(screen.getByText('42 min')).toBeInTheDocument();
  });
});
