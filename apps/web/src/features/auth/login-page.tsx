import { Box, Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { SignInForm } from '../../components/sign-in/sign-in-form.js';
import { AuthCardLayout } from './auth-card-layout.js';

export function LoginPage() {
  return (
    <AuthCardLayout title="Sign in" subtitle="Welcome back. Pick up where you left off.">
      <SignInForm autoFocus />
      <Box sx={{ mt: 3, textAlign: 'center' }}>
        <Typography variant="body2">
          New here?{' '}
          <Link component={RouterLink} to="/register">
            Create an account
          </Link>
        </Typography>
      </Box>
    </AuthCardLayout>
  );
}
