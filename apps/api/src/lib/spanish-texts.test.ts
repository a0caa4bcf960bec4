import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { formalSpanish, formalSpanishTexts, NOTIFICATION_KINDS } from '@trilha/shared';
import { notificationText } from '../modules/notifications/notification-texts';
import { accountApprovedMail, agencyInvitationMail, passwordResetMail } from '../adapters/mail/templates';

// The server's Spanish (mails, notifications, PDF, AI texts) speaks to the reader as "tú", like the
// web app (issue 19). Its tables are found in the sources: a `const es` record or an `es:` entry.
const SOURCE = path.resolve(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [full] : [];
  });
}

/** The Spanish blocks of a source file: from `es: {` or `const es… = {` to the brace that closes it. */
function spanishBlocks(source: string): string[] {
  const lines = source.split('\n');
  const blocks: string[] = [];
  lines.forEach((line, index) => {
    const opened = /^(\s*)(?:es:|(?:export )?const es\b[^=]*=)\s*(.*)$/.exec(line);
    if (!opened) return;
    const [, indent = '', rest = ''] = opened;
    if (!/[{[]$/.test(rest.trim())) {
      blocks.push(rest);
      return;
    }
    const end = lines.findIndex((next, at) => at > index && new RegExp(`^${indent}[}\\]]`).test(next));
    blocks.push(lines.slice(index + 1, end === -1 ? undefined : end).join('\n'));
  });
  return blocks;
}

/** The string and template literals of a block that are values (not the keys before a colon). */
function literals(block: string): string[] {
  const found: string[] = [];
  for (const match of block.matchAll(/(['"`])((?:\\.|(?!\1)[^\\])*)\1(\s*:)?/g)) {
    if (match[3]) continue;
    found.push((match[2] ?? '').replace(/\$\{[^}]*\}/g, '1').replace(/\\(.)/g, '$1'));
  }
  return found;
}

const tables = sourceFiles(SOURCE)
  .map((file) => ({
    file: path.relative(SOURCE, file),
    texts: spanishBlocks(readFileSync(file, 'utf8')).flatMap(literals),
  }))
  .filter(({ texts }) => texts.length > 0);

describe("the server's Spanish texts", () => {
  it('are all found: mails, notifications, export, PDF and AI texts', () => {
    expect(tables.map(({ file }) => file)).toEqual(
      expect.arrayContaining([
        'adapters/mail/templates.ts',
        'modules/notifications/notification-texts.ts',
        'modules/export/export-mail.ts',
        'modules/export/pdf/texts.ts',
        'adapters/ai/offline/texts.ts',
        'adapters/ai/openai-engine.ts',
      ]),
    );
  });

  it.each(tables.map(({ file, texts }) => [file, texts] as const))('%s speaks as "tú"', (_file, texts) => {
    expect(texts.flatMap((text) => formalSpanish(text).map((marker) => `${text} [${marker}]`))).toEqual([]);
  });

  it('tells the AI to address the traveller as "tú"', () => {
    const engine = tables.find(({ file }) => file === 'adapters/ai/openai-engine.ts');
    expect(engine?.texts.join(' ')).toMatch(/informally as "tú"/);
  });

  it('writes every notification and mail to the reader as "tú", whatever the branch', () => {
    const params = {
      by: 'Ana',
      trip: 'Lisboa',
      role: 'viewer',
      agency: 'Rumo',
      person: 'Bea',
      email: 'bea@example.com',
      consultant: 'Caio',
      destination: 'Lisboa',
      date: '2026-12-01',
      flight: 'TP 1',
      status: 'landed',
      badge: 'five-trips',
      level: '3',
    };
    const notifications = NOTIFICATION_KINDS.flatMap((kind) =>
      ['accepted', 'declined'].map((answer) => notificationText(kind, 'es', { ...params, answer })),
    );
    const mails = [
      passwordResetMail('es', 'Ana', 'https://trilha.test/reset'),
      accountApprovedMail('es', 'Ana', 'https://trilha.test/login'),
      agencyInvitationMail(
        'es',
        { name: 'Ana', by: 'Bea', agency: 'Rumo', role: 'client' },
        'https://x.test',
      ),
    ].map(({ subject, text }) => ({ subject, text }));
    expect(formalSpanishTexts({ notifications, mails })).toEqual([]);
    expect(notificationText('trip-shared', 'es', params).title).toBe(
      `Se compartió un viaje contigo: “${params.trip}”`,
    );
  });
});
