import type { CoachClient } from '@coaching/contract';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import PersonRemoveIcon from '@mui/icons-material/PersonRemove';
import EditIcon from '@mui/icons-material/Edit';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import SmartToyIcon from '@mui/icons-material/SmartToy';
import { IconButton, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { clientName } from '../../i18n/person-name.js';
import { clientPaths } from './client-paths.js';
import { RemoveClientDialog } from './remove-client-dialog.js';
import { useCopyEmail } from './use-copy-email.js';

/** A card's menu (spec section 2): Edit Profile, Configure AI Coach, Copy Email, Remove Client; arrow keys move, Escape closes. */
export function ClientCardMenu({ client }: { client: CoachClient }) {
  const { t } = useTranslation('coach-clients');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [removing, setRemoving] = useState(false);
  const copyEmail = useCopyEmail();
  const menuId = useId();
  const paths = clientPaths(client._id);
  const close = () => setAnchor(null);
  return (
    <>
      <IconButton
        aria-label={t('card.more', { name: clientName(client) })}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVertIcon />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={close}>
        <MenuItem component={RouterLink} to={paths.edit} onClick={close}>
          <ListItemIcon>
            <EditIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('menu.editProfile')}</ListItemText>
        </MenuItem>
        <MenuItem component={RouterLink} to={paths.aiConfig} onClick={close}>
          <ListItemIcon>
            <SmartToyIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('menu.configureAi')}</ListItemText>
        </MenuItem>
        <MenuItem
          onClick={() => {
            close();
            void copyEmail(client.email);
          }}
        >
          <ListItemIcon>
            <ContentCopyIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('menu.copyEmail')}</ListItemText>
        </MenuItem>
        <MenuItem
          onClick={() => {
            close();
            setRemoving(true);
          }}
          sx={{ color: 'error.main' }}
        >
          <ListItemIcon>
            <PersonRemoveIcon fontSize="small" color="error" />
          </ListItemIcon>
          <ListItemText>{t('menu.remove')}</ListItemText>
        </MenuItem>
      </Menu>
      <RemoveClientDialog client={client} open={removing} onClose={() => setRemoving(false)} />
    </>
  );
}
