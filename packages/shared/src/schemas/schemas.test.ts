import { describe, expect, it } from 'vitest';
import { registerSchema, resetPasswordFormSchema } from './auth';
import { feedbackSchema } from './feedback';

describe('registerSchema', () => {
  it('trims and lower-cases the e-mail', () => {
    const parsed = registerSchema.parse({ name: ' Ana ', email: ' Ana@Example.COM ', password: '12345678' });
    expect(parsed).toMatchObject({ name: 'Ana', email: 'ana@example.com' });
  });

  it('carries message keys the interface translates', () => {
    const result = registerSchema.safeParse({ name: '', email: 'x', password: '1' });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((issue) => issue.message)).toEqual([
      'validation.required',
      'validation.email',
      'validation.passwordTooShort',
    ]);
  });
});

describe('resetPasswordFormSchema', () => {
  it('puts the mismatch on the confirmation field', () => {
    const result = resetPasswordFormSchema.safeParse({ password: 'abcdefgh', confirmPassword: 'abcdefgX' });
    expect(result.error!.issues).toMatchObject([
      { path: ['confirmPassword'], message: 'validation.passwordsMismatch' },
    ]);
  });
});

describe('feedbackSchema', () => {
  it('refuses blank text with the feedback message', () => {
    const result = feedbackSchema.safeParse({ type: 'compliment', text: '  ' });
    expect(result.error!.issues[0]!.message).toBe('validation.feedbackEmpty');
  });
});
