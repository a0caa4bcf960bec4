import { describe, expect, it } from 'vitest';
import { EMAIL_MAX_LENGTH, loginSchema } from '@trilha/shared';
import { regexes } from 'zod/v4/core';
import { EMAIL_PATTERN, loginFieldProblem, type LoginField } from './login-rules';

/** The first message loginSchema gives each field, as react-hook-form's zod resolver shows it. */
function schemaProblems(values: { email: string; password: string }): Partial<Record<LoginField, string>> {
  const result = loginSchema.safeParse(values);
  const problems: Partial<Record<LoginField, string>> = {};
  for (const issue of result.error?.issues ?? []) {
    const field = issue.path[0] as LoginField;
    problems[field] ??= issue.message;
  }
  return problems;
}

const EMAILS = [
  '',
  '   ',
  'ana@example.com',
  ' Ana@Example.COM ',
  'not-an-email',
  'ana@example',
  'ana@@example.com',
  '.ana@example.com',
  'ana..lima@example.com',
  "o'brien+trips@example.co.uk",
  'ana@exa_mple.com',
  'ana@-example.com',
  'ana lima@example.com',
  'ana@example.c',
  'ana\u0000@example.com',
  '\u0000',
  `${'a'.repeat(EMAIL_MAX_LENGTH)}@example.com`,
  `${'a'.repeat(EMAIL_MAX_LENGTH - 12)}@example.com`,
  `  ${'a'.repeat(EMAIL_MAX_LENGTH - 12)}@example.com  `,
];

const PASSWORDS = ['', ' ', 'secret-123', 'a\u0000b', '\u0000', 'x'.repeat(1024), 'x'.repeat(1025)];

describe('the sign-in form rules', () => {
  it('check the e-mail with the pattern z.email() uses', () => {
    // zod escapes the hyphen that closes a character class (`\-]`), which means the same as `-]`.
    expect(EMAIL_PATTERN.source).toBe(regexes.email.source.replaceAll('\\-]', '-]'));
    expect(EMAIL_PATTERN.flags).toBe(regexes.email.flags);
  });

  it.each(EMAILS)('give loginSchema’s first message for the e-mail %j', (email) => {
    expect(loginFieldProblem('email', email)).toBe(schemaProblems({ email, password: 'secret-123' }).email);
  });

  it.each(PASSWORDS)('give loginSchema’s first message for the password %j', (password) => {
    expect(loginFieldProblem('password', password)).toBe(
      schemaProblems({ email: 'ana@example.com', password }).password,
    );
  });
});
