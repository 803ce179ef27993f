import { Box, Tab, Tabs, useMediaQuery, useTheme } from '@mui/material';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export const PANELS = ['conversations', 'chat', 'insights'] as const;
export type Panel = (typeof PANELS)[number];

type WorkspacePanelsProps = Record<Panel, ReactNode> & { panel: Panel; onPanelChange: (panel: Panel) => void };

/** Each column fills the height it is given and scrolls inside itself, never the page. */
const column = (scrolls: boolean) => ({ minWidth: 0, minHeight: 0, display: 'flex', flexDirection: 'column', overflowY: scrolls ? 'auto' : 'visible' }) as const;

/**
 * The conversation list, the chat and the insights. A wide screen shows them side by side; a phone
 * shows one at a time under tabs, the chat first, so the message box always has room on screen.
 */
export function WorkspacePanels({ panel, onPanelChange, ...content }: WorkspacePanelsProps) {
  const { t } = useTranslation('ai-coaching');
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const id = useId();
  if (wide) {
    return (
      <Box sx={{ flex: 1, minHeight: 0, display: 'grid', gridTemplateColumns: '3fr 6fr 3fr', gridTemplateRows: 'minmax(0, 1fr)', gap: 2 }}>
        <Box sx={column(false)}>{content.conversations}</Box>
        <Box sx={column(false)}>{content.chat}</Box>
        {/* It scrolls when the insights outgrow the window: focusable, so the keyboard can scroll it too. */}
        <Box sx={column(true)} role="group" aria-label={t('panels.insights')} tabIndex={0}>
          {content.insights}
        </Box>
      </Box>
    );
  }
  return (
    <Box sx={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' }}>
      <Tabs value={panel} onChange={(_event, value: Panel) => onPanelChange(value)} variant="fullWidth" aria-label={t('panels.label')} sx={{ flexShrink: 0, mb: 1 }}>
        {PANELS.map((name) => (
          <Tab key={name} value={name} label={t(`panels.${name}`)} id={`${id}-${name}-tab`} aria-controls={`${id}-${name}`} />
        ))}
      </Tabs>
      {PANELS.map((name) => (
        <Box
          key={name}
          role="tabpanel"
          id={`${id}-${name}`}
          aria-labelledby={`${id}-${name}-tab`}
          hidden={panel !== name}
          tabIndex={0}
          sx={{ ...column(name !== 'chat'), flex: 1, display: panel === name ? 'flex' : 'none' }}
        >
          {content[name]}
        </Box>
      ))}
    </Box>
  );
}
