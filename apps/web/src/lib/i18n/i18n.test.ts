import { beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES, MESSAGES, type Language } from '@trilha/shared';
import { buildResources, localeTree, nestKeys, type TranslationTree } from './resources';
import { i18n } from './i18n';
import { loadLanguages } from '../../test/languages';

// Every language is read through getFixedT below, without switching to it.
beforeAll(() => loadLanguages(...LANGUAGES));

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

function flatten(tree: TranslationTree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : flatten(value, `${prefix}${key}.`),
  );
}

function baseKeys(language: Language): Set<string> {
  return new Set(flatten(localeTree(language)).map((key) => key.replace(PLURAL_SUFFIX, '')));
}

describe('translations', () => {
  it('have locale files for every language', () => {
    for (const language of LANGUAGES) expect(Object.keys(localeTree(language)).length).toBeGreaterThan(0);
  });

  it.each(LANGUAGES.filter((language) => language !== 'pt'))('%s has exactly the keys of pt', (language) => {
    const reference = [...baseKeys('pt')].sort();
    expect([...baseKeys(language)].sort()).toEqual(reference);
  });

  it.each(LANGUAGES)('%s has every plural form its grammar needs', (language) => {
    const keys = flatten(localeTree(language));
    const plurals = new Set(
      keys.filter((key) => PLURAL_SUFFIX.test(key)).map((key) => key.replace(PLURAL_SUFFIX, '')),
    );
    const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
    for (const key of plurals) {
      for (const category of categories)
        expect(keys, `${language}: ${key}_${category}`).toContain(`${key}_${category}`);
    }
  });

  it('writes zero with the plural in Portuguese ("0 lugares", not the "0 lugar" CLDR gives)', () => {
    const keys = flatten(localeTree('pt'));
    const counted = keys.filter((key) => key.endsWith('_one')).map((key) => key.slice(0, -'_one'.length));
    for (const key of counted) expect(keys, `pt: ${key}_zero`).toContain(`${key}_zero`);
    expect(i18n.getFixedT('pt')('itinerary.placeCount', { count: 0 })).toBe('0 lugares');
    expect(i18n.getFixedT('pt')('itinerary.placeCount', { count: 1 })).toBe('1 lugar');
  });

  // SPEC.md 2 gives the loading text exactly, three dots and not the ellipsis character: 'Carregando...',
  // 'Loading...'; Spanish writes its own word the same way.
  it.each([
    ['pt', 'Carregando...'],
    ['en', 'Loading...'],
    ['es', 'Cargando...'],
  ] as const)('%s says %s while loading, exactly as SPEC.md writes it', (language, text) => {
    const t = i18n.getFixedT(language);
    expect(t('common.loading')).toBe(text);
    const word = text.slice(0, -3);
    const tree = buildResources()[language].translation;
    const ellipsis = flatten(tree).filter((key) => t(key).startsWith(`${word}…`));
    expect(ellipsis).toEqual([]);
  });

  it.each(LANGUAGES)('%s has no empty text', (language) => {
    const tree = buildResources()[language].translation;
    const empty = flatten(tree).filter((key) => !i18n.getFixedT(language)(key).trim());
    expect(empty).toEqual([]);
  });

  it('does not let a locale file hide the shared message catalogue', () => {
    const catalogueRoots = Object.keys(nestKeys(MESSAGES.pt));
    for (const language of LANGUAGES) {
      expect(Object.keys(localeTree(language)).filter((file) => catalogueRoots.includes(file))).toEqual([]);
    }
  });

  it('translates the shared catalogue keys the zod schemas carry', () => {
    expect(i18n.getFixedT('pt')('validation.passwordsMismatch')).toBe('As senhas não coincidem.');
    expect(i18n.getFixedT('en')('validation.feedbackEmpty')).toBe(
      'Please provide feedback or suggestions before submitting.',
    );
    expect(i18n.getFixedT('es')('errors.INVALID_CREDENTIALS')).toBe(
      'Correo electrónico o contraseña no válidos.',
    );
  });

  it('reads a regional browser language as ours', async () => {
    await i18n.changeLanguage('pt-BR');
    expect(i18n.resolvedLanguage).toBe('pt');
    expect(i18n.t('nav.level', { level: 3 })).toBe('Nível 3');
  });
});

describe('the first page texts', () => {
  it.each(LANGUAGES)(
    '%s: the signed-out screens’ texts and the app’s share no key and together are all',
    async (language) => {
      const { texts } = (await import(`./languages/texts-${language}.ts`)) as {
        texts: { locales: TranslationTree };
      };
      const { tree } = (await import(`./languages/app-texts-${language}.ts`)) as { tree: TranslationTree };
      expect(Object.keys(texts.locales).sort()).toEqual(['about', 'auth', 'common', 'nav']);
      expect(Object.keys(tree).filter((key) => key in texts.locales)).toEqual([]);
      expect([...Object.keys(texts.locales), ...Object.keys(tree)].sort()).toEqual(
        Object.keys(localeTree(language)).sort(),
      );
      expect(tree).toHaveProperty('trips');
      expect(tree).toHaveProperty('offline');
    },
  );
});
