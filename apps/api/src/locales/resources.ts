import type { Language } from '@trilha/shared';
import enAiOffline from './en/ai-offline.json' with { type: 'json' };
import enExportMail from './en/export-mail.json' with { type: 'json' };
import enMail from './en/mail.json' with { type: 'json' };
import enNotifications from './en/notifications.json' with { type: 'json' };
import enPdf from './en/pdf.json' with { type: 'json' };
import esAiOffline from './es/ai-offline.json' with { type: 'json' };
import esExportMail from './es/export-mail.json' with { type: 'json' };
import esMail from './es/mail.json' with { type: 'json' };
import esNotifications from './es/notifications.json' with { type: 'json' };
import esPdf from './es/pdf.json' with { type: 'json' };
import ptAiOffline from './pt/ai-offline.json' with { type: 'json' };
import ptExportMail from './pt/export-mail.json' with { type: 'json' };
import ptMail from './pt/mail.json' with { type: 'json' };
import ptNotifications from './pt/notifications.json' with { type: 'json' };
import ptPdf from './pt/pdf.json' with { type: 'json' };

/**
 * The server's texts, one JSON catalogue per language and namespace (mail, PDF, notifications, the offline
 * planner), imported so esbuild bundles them into the server: nothing is read from disk at run time.
 */
export const RESOURCES = {
  en: {
    'ai-offline': enAiOffline,
    'export-mail': enExportMail,
    mail: enMail,
    notifications: enNotifications,
    pdf: enPdf,
  },
  es: {
    'ai-offline': esAiOffline,
    'export-mail': esExportMail,
    mail: esMail,
    notifications: esNotifications,
    pdf: esPdf,
  },
  pt: {
    'ai-offline': ptAiOffline,
    'export-mail': ptExportMail,
    mail: ptMail,
    notifications: ptNotifications,
    pdf: ptPdf,
  },
} satisfies Record<Language, Record<string, object>>;

export type Namespace = keyof (typeof RESOURCES)['en'];
