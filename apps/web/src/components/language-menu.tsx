import { Suspense, useState } from 'react';
import { Button } from '@mui/material';
import TranslateIcon from '@mui/icons-material/Translate';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../lib/i18n/i18n';
import { LANGUAGE_NAMES } from '../lib/i18n/language-names';
import { lazyComponent } from '../lib/lazy-component';

// The menu itself (MUI's Menu, Popover and Modal) is a chunk of its own, so the signed-out pages carry
// only the button: it is asked for as soon as the pointer or the focus reaches the button, before the click.
const LanguageMenuList = lazyComponent(() => import('./language-menu-list'), 'LanguageMenuList');

// A chunk that failed to arrive is asked for again when the menu opens.
const preloadMenu = () => void LanguageMenuList.preload().catch(() => undefined);

/** Lets visitors who are not signed in switch the interface language. */
export function LanguageMenu() {
  const { t, i18n } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Mounted from the first opening on, so that closing plays the menu's transition.
  const [used, setUsed] = useState(false);
  const active = currentLanguage();
  return (
    <>
      <Button
        color="inherit"
        startIcon={<TranslateIcon />}
        aria-label={t('common.chooseLanguage')}
        aria-haspopup="menu"
        aria-expanded={Boolean(anchor)}
        onPointerEnter={preloadMenu}
        onFocus={preloadMenu}
        onClick={(event) => {
          setAnchor(event.currentTarget);
          setUsed(true);
        }}
      >
        {LANGUAGE_NAMES[active]}
      </Button>
      {used && (
        <Suspense fallback={null}>
          <LanguageMenuList
            anchor={anchor}
            active={active}
            onClose={() => setAnchor(null)}
            onChoose={(language) => {
              void i18n.changeLanguage(language);
              setAnchor(null);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
