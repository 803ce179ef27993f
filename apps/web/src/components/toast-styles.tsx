import { styled } from '@mui/material/styles';
import { MaterialDesignContent } from 'notistack';

/** notistack's default greens and oranges fail WCAG AA with white text; these pass 4.5:1. */
const AccessibleToast = styled(MaterialDesignContent)(() => ({
  '&.notistack-MuiContent-success': { backgroundColor: '#1e6b2a' },
  '&.notistack-MuiContent-error': { backgroundColor: '#b3261e' },
  '&.notistack-MuiContent-warning': { backgroundColor: '#8a5300' },
  '&.notistack-MuiContent-info': { backgroundColor: '#1f3a5f' },
}));

export const TOAST_COMPONENTS = {
  default: AccessibleToast,
  success: AccessibleToast,
  error: AccessibleToast,
  warning: AccessibleToast,
  info: AccessibleToast,
};
