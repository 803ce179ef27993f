import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import FlagIcon from '@mui/icons-material/Flag';
import InsightsIcon from '@mui/icons-material/Insights';
import ShieldIcon from '@mui/icons-material/Shield';
import { FOCUS_AREAS } from '@coaching/contract';
import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import type { ReactElement } from 'react';
import { FEATURES, type FeatureKey } from './content.js';
import { IconBadge } from './icon-badge.js';
import { LandingSection } from './landing-section.js';
import { gridList } from './layout.js';
import { Pill } from './pill.js';

const ICONS: Record<FeatureKey, ReactElement> = {
  ai: <AutoAwesomeIcon />,
  goals: <FlagIcon />,
  sessions: <EventAvailableIcon />,
  guardrails: <ShieldIcon />,
  progress: <InsightsIcon />,
  admin: <AdminPanelSettingsIcon />,
};

export function FeaturesSection() {
  return (
    <LandingSection
      id="features"
      title="Features"
      lead="Everything that happens between one coaching session and the next, for the people being coached, the coaches who guide them and the team that runs the platform."
      surface="paper"
    >
      <Box component="ul" sx={gridList(2, 3)}>
        {FEATURES.map((feature) => (
          <Box component="li" key={feature.key} sx={{ display: 'flex' }}>
            <Card variant="outlined" sx={{ width: '100%', borderRadius: 3, bgcolor: 'background.default' }}>
              <CardContent sx={{ p: { xs: 3, md: 4 } }}>
                <IconBadge>{ICONS[feature.key]}</IconBadge>
                <Box sx={{ mt: 2.5, mb: 1 }}>
                  <Typography variant="overline" component="p" color="text.secondary" sx={{ lineHeight: 1.6 }}>
                    {feature.audience}
                  </Typography>
                  <Typography variant="h5" component="h3" sx={{ fontWeight: 700 }}>
                    {feature.title}
                  </Typography>
                </Box>
                <Typography color="text.secondary" sx={{ lineHeight: 1.65 }}>
                  {feature.body}
                </Typography>
              </CardContent>
            </Card>
          </Box>
        ))}
      </Box>
      <Box sx={{ mt: { xs: 6, md: 8 } }}>
        <Typography variant="h6" component="h3" sx={{ fontWeight: 700, mb: 2 }}>
          What people bring to coaching
        </Typography>
        <Stack component="ul" direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap', listStyle: 'none', m: 0, p: 0 }}>
          {FOCUS_AREAS.map((area) => (
            <li key={area}>
              <Pill>{area}</Pill>
            </li>
          ))}
        </Stack>
      </Box>
    </LandingSection>
  );
}
