import { describe, expect, it } from 'vitest';
import { formalSpanish, formalSpanishTexts, textsOf } from '@trilha/shared';
import { buildResources, localeTree } from './resources';

// Spanish speaks to the reader as "tú" (Latin-American consumer apps), never "usted" (issue 19).
describe('the Spanish interface', () => {
  it('has texts to check', () => {
    expect(textsOf(localeTree('es')).length).toBeGreaterThan(1000);
  });

  it('speaks as "tú" in every locale file and in the shared messages', () => {
    expect(formalSpanishTexts(buildResources().es.translation)).toEqual([]);
  });

  it('addresses the reader with tú forms where it asks something of them', () => {
    const t = buildResources().es.translation as Record<string, Record<string, Record<string, string>>>;
    expect(t.auth?.login?.forgotPassword).toBe('¿Olvidaste tu contraseña?');
    expect(t.common?.errors?.generic).toBe('Algo salió mal. Inténtalo de nuevo.');
    expect(formalSpanish(t.auth?.login?.subtitle ?? '')).toEqual([]);
  });
});
