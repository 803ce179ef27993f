import MailOutlineIcon from '@mui/icons-material/MailOutline';
import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import { CONTACT_EMAIL } from './content.js';
import { LandingSection } from './landing-section.js';

const TOPICS = [
  { title: 'Leaders and teams', body: 'Tell us what you would like coaching on, for yourself or your team, and what is getting in the way.' },
  { title: 'Coaches', body: 'Tell us about your practice, your certifications and the clients you work with.' },
  { title: 'Organisations', body: 'Tell us about the programme you run and how many people it supports.' },
];

/** A plain email address: we would rather be reachable than collect a form we cannot promise to answer. */
export function ContactSection() {
  return (
    <LandingSection
      id="contact"
      title="Contact"
      lead="Questions about coaching, bringing your practice onto the platform, or running a coaching programme for your organisation? Write to the team and a person will reply."
      surface="paper"
    >
      <Box sx={{ display: 'grid', gap: { xs: 4, md: 6 }, gridTemplateColumns: { md: '5fr 7fr' }, alignItems: 'center' }}>
        <div>
          <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 }, borderRadius: 4, bgcolor: 'background.default' }}>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              Email us at
            </Typography>
            <Typography sx={{ fontWeight: 700, fontSize: { xs: '1.05rem', sm: '1.25rem' }, mb: 3, overflowWrap: 'anywhere' }}>
              {CONTACT_EMAIL}
            </Typography>
            <Button variant="contained" size="large" href={`mailto:${CONTACT_EMAIL}`} startIcon={<MailOutlineIcon />} fullWidth>
              Write to the team
            </Button>
          </Paper>
        </div>
        <div>
          <Stack component="ul" spacing={3} sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {TOPICS.map((topic) => (
              <li key={topic.title}>
                <Typography variant="h6" component="h3" sx={{ fontWeight: 700 }}>
                  {topic.title}
                </Typography>
                <Typography color="text.secondary" sx={{ lineHeight: 1.65 }}>
                  {topic.body}
                </Typography>
              </li>
            ))}
          </Stack>
        </div>
      </Box>
    </LandingSection>
  );
}
