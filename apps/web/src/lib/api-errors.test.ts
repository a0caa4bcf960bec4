import { describe, expect, it, vi } from 'vitest';
import { ApiClientError, type RequestConfig } from './api-client';
import { applyServerError, errorMessage } from './api-errors';
import { i18n } from './i18n/i18n';

function failed(status: number, data: unknown): ApiClientError {
  const config: RequestConfig = { method: 'GET', url: '/trips', headers: {} };
  return new ApiClientError('failed', 'ERR_BAD_RESPONSE', config, { status, data, headers: {}, config });
}

const body = (code: string, message: string, details?: { path: string; message: string }[]) => ({
  statusCode: 400,
  code,
  error: 'Bad Request',
  message,
  details,
});

describe('errorMessage', () => {
  it('translates a known code into the interface language', async () => {
    await i18n.changeLanguage('pt');
    expect(errorMessage(failed(401, body('INVALID_CREDENTIALS', 'Invalid email or password.')))).toBe(
      'E-mail ou senha inválidos.',
    );
  });

  it("falls back to the server's message for a code the catalogue does not know", () => {
    expect(errorMessage(failed(404, body('TRIP_NOT_FOUND', 'Trip not found.')))).toBe('Trip not found.');
  });

  it('says the server is unreachable when there is no answer', () => {
    expect(errorMessage(new ApiClientError('Network Error', 'ERR_NETWORK'))).toBe(
      'Could not reach the server. Check your connection and try again.',
    );
  });

  it('gives a generic text for anything else', () => {
    expect(errorMessage(new Error('boom'))).toBe('Something went wrong. Please try again.');
  });
});

describe('applyServerError', () => {
  it('puts validation details on the matching fields only', () => {
    const setError = vi.fn();
    const error = failed(
      400,
      body('VALIDATION_ERROR', 'Required Field', [
        { path: 'email', message: 'Enter a valid e-mail address.' },
        { path: 'unknown', message: 'ignored' },
      ]),
    );
    applyServerError(error, setError, { fields: ['email', 'password'] });
    expect(setError.mock.calls).toEqual([
      ['email', { type: 'server', message: 'Enter a valid e-mail address.' }],
    ]);
  });

  it('sets a form-level error when no field matches', () => {
    const setError = vi.fn();
    applyServerError(failed(500, body('INTERNAL_ERROR', 'x')), setError, { fields: ['email'] });
    expect(setError).toHaveBeenCalledWith('root.server', {
      type: 'server',
      message: 'Something went wrong on our side. Please try again.',
    });
  });
});
