import { Box, Card, CardContent, Container, Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { SignInForm } from '../../components/sign-in/sign-in-form.js';

export function LoginPage() {
  return (
    <Container component="main" maxWidth="xs" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', py: 4 }}>
      <Card variant="outlined" sx={{ width: '100%' }}>
        <CardContent sx={{ p: 4 }}>
          <Typography variant="h4" component="h1" gutterBottom>
            Sign in
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            Welcome back. Pick up where you left off.
          </Typography>
          <SignInForm autoFocus />
          <Box sx={{ mt: 3, textAlign: 'center' }}>
            <Typography variant="body2">
              New here?{' '}
              <Link component={RouterLink} to="/register">
                Create an account
              </Link>
            </Typography>
          </Box>
        </CardContent>
      </Card>
    </Container>
  );
}
