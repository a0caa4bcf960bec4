import { describe, expect, it } from 'vitest';
import { levelForPoints, pointsInLevel } from './gamification';
import { isMessageKey, MESSAGES, TOKEN_EXPIRED_MESSAGE, translate } from './messages';
import { toLanguage } from './preferences';

describe('levels', () => {
  it.each([
    [0, 1, 0],
    [499, 1, 499],
    [500, 2, 0],
    [1234, 3, 234],
    [100_000, 201, 0],
    [-5, 1, 0],
  ])('%i points is level %i with %i points into it', (points, level, into) => {
    expect(levelForPoints(points)).toBe(level);
    expect(pointsInLevel(points)).toBe(into);
  });
});

describe('toLanguage', () => {
  it.each([
    ['pt-BR', 'pt'],
    ['es_AR', 'es'],
    ['EN', 'en'],
    ['fr-FR', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('%s -> %s', (tag, language) => {
    expect(toLanguage(tag)).toBe(language);
  });
});

describe('message catalogue', () => {
  it('has every key in every language, none empty', () => {
    const keys = Object.keys(MESSAGES.en).sort();
    for (const language of ['pt', 'es'] as const) {
      expect(Object.keys(MESSAGES[language]).sort()).toEqual(keys);
      for (const key of keys) expect(MESSAGES[language][key as keyof typeof MESSAGES.en].trim()).not.toBe('');
    }
  });

  it('keeps the texts SPEC.md fixes', () => {
    expect(translate('errors.INVALID_CREDENTIALS', 'en')).toBe('Invalid email or password.');
    expect(TOKEN_EXPIRED_MESSAGE).toBe('El token ha expirado');
    // The catalogue's own text for the code is in each language (the 401 answers the sentence above).
    expect(translate('errors.TOKEN_EXPIRED', 'en')).toBe('Your session has expired. Please sign in again.');
    expect(translate('errors.TOKEN_EXPIRED', 'pt')).toBe('Sua sessão expirou. Entre novamente.');
    expect(translate('validation.passwordsMismatch', 'en')).toBe('Passwords do not match.');
    expect(translate('errors.PREMIUM_REQUIRED', 'en')).toBe(
      'This feature is exclusive for premium subscribers.',
    );
    expect(translate('validation.required', 'en')).toBe('Required Field');
  });

  it('returns an unknown key unchanged', () => {
    expect(isMessageKey('nope')).toBe(false);
    expect(translate('nope', 'es')).toBe('nope');
  });
});
