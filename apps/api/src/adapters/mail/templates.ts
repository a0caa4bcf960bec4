import type { Language } from '@trilha/shared';

interface ResetTexts {
  subject: string;
  greeting: (name: string) => string;
  body: string;
  action: string;
  ignore: string;
}

const RESET: Record<Language, ResetTexts> = {
  en: {
    subject: 'Reset your Trilha password',
    greeting: (name) => `Hello, ${name}.`,
    body: 'We received a request to reset your password. The link below works once, for one hour.',
    action: 'Choose a new password',
    ignore: 'If you did not ask for this, ignore this message: your password stays as it is.',
  },
  pt: {
    subject: 'Redefina sua senha do Trilha',
    greeting: (name) => `Olá, ${name}.`,
    body: 'Recebemos um pedido para redefinir sua senha. O link abaixo funciona uma vez, durante uma hora.',
    action: 'Escolher uma nova senha',
    ignore: 'Se você não pediu isso, ignore esta mensagem: sua senha continua a mesma.',
  },
  es: {
    subject: 'Restablezca su contraseña de Trilha',
    greeting: (name) => `Hola, ${name}.`,
    body: 'Recibimos una solicitud para restablecer su contraseña. El enlace de abajo funciona una vez, durante una hora.',
    action: 'Elegir una nueva contraseña',
    ignore: 'Si usted no lo solicitó, ignore este mensaje: su contraseña sigue siendo la misma.',
  },
};

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export function passwordResetMail(language: Language, name: string, link: string) {
  const t = RESET[language];
  return {
    subject: t.subject,
    text: `${t.greeting(name)}\n\n${t.body}\n\n${t.action}: ${link}\n\n${t.ignore}\n`,
    html:
      `<p>${escapeHtml(t.greeting(name))}</p><p>${escapeHtml(t.body)}</p>` +
      `<p><a href="${escapeHtml(link)}">${escapeHtml(t.action)}</a></p><p>${escapeHtml(t.ignore)}</p>`,
    links: [link],
  };
}

interface InvitationTexts {
  subject: (agency: string) => string;
  greeting: (name: string) => string;
  body: (agency: string) => string;
  action: string;
  expiry: string;
}

const INVITATION: Record<Language, InvitationTexts> = {
  en: {
    subject: (agency) => `${agency} invites you to Trilha`,
    greeting: (name) => `Hello, ${name}.`,
    body: (agency) =>
      `${agency} added you to Trilha, where your trips are planned. Choose a password to sign in.`,
    action: 'Choose your password',
    expiry: 'The link works once, for seven days.',
  },
  pt: {
    subject: (agency) => `${agency} convida você para o Trilha`,
    greeting: (name) => `Olá, ${name}.`,
    body: (agency) =>
      `${agency} adicionou você ao Trilha, onde suas viagens são planejadas. Escolha uma senha para entrar.`,
    action: 'Escolher sua senha',
    expiry: 'O link funciona uma vez, durante sete dias.',
  },
  es: {
    subject: (agency) => `${agency} le invita a Trilha`,
    greeting: (name) => `Hola, ${name}.`,
    body: (agency) =>
      `${agency} le agregó a Trilha, donde se planifican sus viajes. Elija una contraseña para entrar.`,
    action: 'Elegir su contraseña',
    expiry: 'El enlace funciona una vez, durante siete días.',
  },
};

/** The invitation of someone an agency added without an account: a password-set link. */
export function invitationMail(language: Language, name: string, agency: string, link: string) {
  const t = INVITATION[language];
  return {
    subject: t.subject(agency),
    text: `${t.greeting(name)}\n\n${t.body(agency)}\n\n${t.action}: ${link}\n\n${t.expiry}\n`,
    html:
      `<p>${escapeHtml(t.greeting(name))}</p><p>${escapeHtml(t.body(agency))}</p>` +
      `<p><a href="${escapeHtml(link)}">${escapeHtml(t.action)}</a></p><p>${escapeHtml(t.expiry)}</p>`,
    links: [link],
  };
}
