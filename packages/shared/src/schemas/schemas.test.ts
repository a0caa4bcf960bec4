import { describe, expect, it } from 'vitest';
import { registerSchema, resetPasswordFormSchema } from './auth';
import { feedbackSchema } from './feedback';
import { calendarDateSchema } from './trips';

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

describe('calendarDateSchema', () => {
  it.each(['1900-01-01', '2031-02-28', '2032-02-29', '2999-12-31'])('accepts %s', (date) => {
    expect(calendarDateSchema.safeParse(date).success).toBe(true);
  });

  it.each(['0000-01-01', '0001-01-01', '1899-12-31', '3000-01-01', '9999-12-31', '2031-02-29', '2031-13-01'])(
    'refuses %s, a day the database or the days around it cannot hold',
    (date) => {
      expect(calendarDateSchema.safeParse(date).error!.issues[0]!.message).toBe('validation.date');
    },
  );
});
