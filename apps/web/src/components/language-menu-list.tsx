import { Menu, MenuItem } from '@mui/material';
import { LANGUAGES, type Language } from '@trilha/shared';
import { LANGUAGE_NAMES } from '../lib/i18n/language-names';

export interface LanguageMenuListProps {
  anchor: HTMLElement | null;
  active: Language;
  onChoose: (language: Language) => void;
  onClose: () => void;
}

/** The languages LanguageMenu offers, in a menu open while it has an anchor. */
export function LanguageMenuList({ anchor, active, onChoose, onClose }: LanguageMenuListProps) {
  return (
    <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={onClose}>
      {LANGUAGES.map((language) => (
        <MenuItem
          key={language}
          lang={language}
          selected={language === active}
          onClick={() => onChoose(language)}
        >
          {LANGUAGE_NAMES[language]}
        </MenuItem>
      ))}
    </Menu>
  );
}
