import { describe, expect, it } from 'vitest';
import {
  emailSchema,
  nameSchema,
  newPasswordSchema,
  passwordSchema,
  plainText,
  requiredText,
} from './common';

describe('text primitives', () => {
  it.each([
    ['plainText', plainText()],
    ['requiredText', requiredText(50)],
    ['nameSchema', nameSchema],
    ['emailSchema', emailSchema],
    ['passwordSchema', passwordSchema],
    ['newPasswordSchema', newPasswordSchema],
  ])('%s refuses a NUL character with its own message first', (_, schema) => {
    const result = schema.safeParse('ana\u0000@example.com-long-enough');
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]!.message).toBe('validation.nulCharacter');
  });

  it('still trims and accepts ordinary text, accents and emoji', () => {
    expect(requiredText(50).parse('  São Paulo 🌎 ')).toBe('São Paulo 🌎');
    expect(plainText().parse('')).toBe('');
  });
});
