import { PATHS, TEMPLATE_FIRST_NAME_PLACEHOLDER, type Template } from '@coaching/contract';
import PostAddIcon from '@mui/icons-material/PostAdd';
import { CircularProgress, IconButton, ListItemText, Menu, MenuItem, Tooltip } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCountTemplateUse, useTemplates } from '../../api/templates.js';

type Props = {
  /** The client's first name, put where a template says {{firstName}}; the placeholder stays when it is not known. */
  firstName?: string;
  disabled: boolean;
  onInsert: (text: string) => void;
};

/** The text a template puts in the message. */
export function templateText(template: Pick<Template, 'content'>, firstName?: string): string {
  return firstName ? template.content.replaceAll(TEMPLATE_FIRST_NAME_PLACEHOLDER, firstName) : template.content;
}

/** "Insert template": the coach's message templates in a menu; choosing one inserts its text and counts a use. */
export function InsertTemplateMenu({ firstName, disabled, onInsert }: Props) {
  const { t } = useTranslation('templates');
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const templates = useTemplates('message', anchor !== null);
  const countUse = useCountTemplateUse();
  const close = () => setAnchor(null);
  const choose = (template: Template) => {
    close();
    onInsert(templateText(template, firstName));
    countUse.mutate(template._id);
  };

  return (
    <>
      <Tooltip title={t('insert.button')}>
        <span>
          <IconButton
            aria-label={t('insert.button')}
            aria-haspopup="menu"
            aria-controls={anchor ? menuId : undefined}
            aria-expanded={anchor ? 'true' : undefined}
            disabled={disabled}
            onClick={(event) => setAnchor(event.currentTarget)}
            sx={{ height: 56, width: 56 }}
          >
            <PostAddIcon />
          </IconButton>
        </span>
      </Tooltip>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={close} slotProps={{ list: { 'aria-label': t('insert.button') } }}>
        {templates.isPending && (
          <MenuItem disabled aria-label={t('insert.loading')}>
            <CircularProgress size={20} />
          </MenuItem>
        )}
        {templates.isError && <MenuItem disabled>{t('insert.loadFailed')}</MenuItem>}
        {templates.data?.length === 0 && <MenuItem disabled>{t('insert.empty')}</MenuItem>}
        {templates.data?.map((template) => (
          <MenuItem key={template._id} onClick={() => choose(template)} sx={{ maxWidth: 420 }}>
            <ListItemText primary={template.title} secondary={template.content} slotProps={{ secondary: { noWrap: true } }} />
          </MenuItem>
        ))}
        <MenuItem component={Link} to={PATHS.coach.templates} onClick={close}>
          {t('insert.manage')}
        </MenuItem>
      </Menu>
    </>
  );
}
