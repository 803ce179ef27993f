import { PATHS } from '@coaching/contract';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import HomeIcon from '@mui/icons-material/Home';
import { Box, Button, Container, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAuth } from '../../auth/auth-provider.js';
import { roleHome } from '../../auth/role-home.js';

export function NotFoundPage() {
  const { t } = useTranslation(['common', 'messages']);
  const { status, user } = useAuth();
  const navigate = useNavigate();
  const home = status === 'authenticated' && user ? roleHome(user.role) : PATHS.signInPrompt;
  return (
    <Container component="main" maxWidth="sm" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}>
      <Box sx={{ textAlign: 'center' }}>
        <Typography variant="h1" component="p" color="primary" sx={{ fontSize: { xs: 72, sm: 96 } }} aria-hidden>
          404
        </Typography>
        <Typography variant="h4" component="h1" gutterBottom>
          {t('messages:page.notFoundTitle')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 4 }}>
          {t('notFound.text')}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center' }}>
          <Button variant="contained" startIcon={<HomeIcon />} onClick={() => navigate(home)}>
            {t('notFound.goToDashboard')}
          </Button>
          <Button variant="outlined" startIcon={<ArrowBackIcon />} onClick={() => navigate(-1)}>
            {t('notFound.goBack')}
          </Button>
        </Stack>
      </Box>
    </Container>
  );
}
