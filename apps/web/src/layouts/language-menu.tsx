import { LANGUAGES } from '@coaching/contract';
import TranslateIcon from '@mui/icons-material/Translate';
import { Button } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguageChoice } from '../i18n/use-language-choice.js';
import { LANGUAGE_NAMES, type Language } from '../i18n/languages.js';

// As with the theme menu: Menu brings Popover, Modal and transitions, which no page needs to paint.
const loadMenuParts = () => Promise.all([import('@mui/material/Menu'), import('@mui/material/MenuItem'), import('@mui/icons-material/Check')]);

type ChoiceMenuProps = { anchor: HTMLElement | null; language: Language; onChoose: (language: Language) => void; onClose: () => void };

const ChoiceMenu = lazy(async () => {
  const [{ default: Menu }, { default: MenuItem }, { default: CheckIcon }] = await loadMenuParts();
  return {
    default: function ChoiceMenu({ anchor, language, onChoose, onClose }: ChoiceMenuProps) {
      return (
        <Menu anchorEl={anchor} open={anchor !== null} onClose={onClose}>
          {LANGUAGES.map((option) => (
            <MenuItem key={option} lang={option} selected={option === language} onClick={() => onChoose(option)} sx={{ gap: 1.5 }}>
              <CheckIcon fontSize="small" sx={{ visibility: option === language ? 'visible' : 'hidden' }} aria-hidden />
              {LANGUAGE_NAMES[option]}
            </MenuItem>
          ))}
        </Menu>
      );
    },
  };
});

/** English, Español, Français, Deutsch: takes effect at once, and is saved to the signed-in user's preferences. */
export function LanguageMenu() {
  const { t } = useTranslation();
  const { language, choose } = useLanguageChoice();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Mounted from the first open on, so that closing animates.
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <Button
        color="inherit"
        aria-label={t('language.button', { language: LANGUAGE_NAMES[language] })}
        title={t('language.title')}
        aria-haspopup="menu"
        startIcon={<TranslateIcon />}
        onPointerEnter={() => void loadMenuParts()}
        onFocus={() => void loadMenuParts()}
        onClick={(event) => {
          setAnchor(event.currentTarget);
          setWanted(true);
        }}
        sx={{ minWidth: 0, flexShrink: 0 }}
      >
        {language.toUpperCase()}
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <ChoiceMenu
            anchor={anchor}
            language={language}
            onChoose={(choice) => {
              setAnchor(null);
              void choose(choice);
            }}
            onClose={() => setAnchor(null)}
          />
        </Suspense>
      )}
    </>
  );
}
