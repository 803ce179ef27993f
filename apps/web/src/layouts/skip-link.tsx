import { Link } from '@mui/material';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';

/** The id of the page's main landmark, which takes the focus (tabIndex -1) when the skip link is followed. */
export const MAIN_CONTENT_ID = 'main-content';

/**
 * The first thing a keyboard user reaches: past the navigation straight to the page's own content.
 * Focus is moved by hand rather than by the #hash, which the router would take for a navigation.
 */
export function SkipLink() {
  const { t } = useTranslation('common');
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (!main) return;
    event.preventDefault();
    main.focus();
  };
  return (
    <Link
      href={`#${MAIN_CONTENT_ID}`}
      onClick={skip}
      sx={(theme) => ({
        position: 'fixed',
        top: 8,
        left: 8,
        zIndex: theme.zIndex.tooltip + 1,
        px: 2,
        py: 1,
        borderRadius: 1,
        boxShadow: 4,
        bgcolor: 'background.paper',
        color: 'primary.main',
        fontWeight: 600,
        '&:focus': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
        // Visually hidden, yet in the tab order and read by screen readers, until it has the focus.
        '&:not(:focus)': {
          width: '1px',
          height: '1px',
          p: 0,
          overflow: 'hidden',
          clip: 'rect(0 0 0 0)',
          clipPath: 'inset(50%)',
          whiteSpace: 'nowrap',
          boxShadow: 'none',
        },
      })}
    >
      {t('skipToMain')}
    </Link>
  );
}
