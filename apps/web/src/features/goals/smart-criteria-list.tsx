import { SMART_CRITERIA, type SmartCriteria } from '@coaching/contract';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Box, Button, Collapse, Typography } from '@mui/material';
import { Fragment, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The five SMART criteria as the client wrote them, Specific to Time-bound. */
export function SmartCriteriaList({ criteria }: { criteria: SmartCriteria }) {
  const { t } = useTranslation(['goals', 'messages']);
  return (
    <Box component="dl" sx={{ m: 0 }}>
      {SMART_CRITERIA.map((criterion) => {
        const text = criteria[criterion].trim();
        return (
          <Fragment key={criterion}>
            <Typography component="dt" variant="subtitle2">
              {t(`messages:goal.smartLabels.${criterion}`)}
            </Typography>
            <Typography
              component="dd"
              variant="body2"
              color={text ? 'text.primary' : 'text.secondary'}
              sx={{ m: 0, mb: 1, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
            >
              {text || t('card.criterionEmpty')}
            </Typography>
          </Fragment>
        );
      })}
    </Box>
  );
}

type DisclosureProps = { criteria: SmartCriteria; label?: string; defaultOpen?: boolean };

/** A button that shows or hides the criteria; its aria-expanded says which, for screen readers too. */
export function SmartCriteriaDisclosure({ criteria, label, defaultOpen = false }: DisclosureProps) {
  const { t } = useTranslation('goals');
  const [open, setOpen] = useState(defaultOpen);
  const regionId = useId();
  return (
    <Box>
      <Button
        size="small"
        aria-expanded={open}
        aria-controls={regionId}
        onClick={() => setOpen((shown) => !shown)}
        endIcon={<ExpandMoreIcon sx={{ transform: open ? 'rotate(180deg)' : 'none', transition: 'transform 150ms' }} />}
        sx={{ ml: -0.5 }}
      >
        {label ?? t('card.smartCriteria')}
      </Button>
      {/* The region stays in the page, so aria-controls always names an element. */}
      <Box id={regionId}>
        <Collapse in={open} unmountOnExit>
          <Box sx={{ pt: 1 }}>
            <SmartCriteriaList criteria={criteria} />
          </Box>
        </Collapse>
      </Box>
    </Box>
  );
}
