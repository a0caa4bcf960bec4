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
    subject: 'Restablece tu contraseña de Trilha',
    greeting: (name) => `Hola, ${name}.`,
    body: 'Recibimos una solicitud para restablecer tu contraseña. El enlace de abajo funciona una vez, durante una hora.',
    action: 'Elegir una nueva contraseña',
    ignore: 'Si no lo solicitaste, ignora este mensaje: tu contraseña sigue siendo la misma.',
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
    subject: (agency) => `${agency} te invita a Trilha`,
    greeting: (name) => `Hola, ${name}.`,
    body: (agency) =>
      `${agency} te agregó a Trilha, donde se planifican tus viajes. Elige una contraseña para entrar.`,
    action: 'Elegir tu contraseña',
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

interface AgencyInvitationTexts {
  subject: (agency: string) => string;
  greeting: (name: string) => string;
  body: (by: string, agency: string, role: string) => string;
  action: string;
  ignore: string;
  roles: Record<'client' | 'consultant' | 'consultant-admin', string>;
}

const AGENCY_INVITATION: Record<Language, AgencyInvitationTexts> = {
  en: {
    subject: (agency) => `${agency} invites you to join it on Trilha`,
    greeting: (name) => `Hello, ${name}.`,
    body: (by, agency, role) =>
      `${by} invited you to join ${agency} as ${role}. Nothing changes on your account until you accept; you can also decline.`,
    action: 'See the invitation',
    ignore: 'If you do not know this agency, decline the invitation or ignore this message.',
    roles: {
      client: 'a client',
      consultant: 'a consultant',
      'consultant-admin': 'a consultant-administrator',
    },
  },
  pt: {
    subject: (agency) => `${agency} convida você a entrar no Trilha`,
    greeting: (name) => `Olá, ${name}.`,
    body: (by, agency, role) =>
      `${by} convidou você para entrar na ${agency} como ${role}. Nada muda na sua conta até você aceitar; você também pode recusar.`,
    action: 'Ver o convite',
    ignore: 'Se você não conhece esta agência, recuse o convite ou ignore esta mensagem.',
    roles: { client: 'cliente', consultant: 'consultor', 'consultant-admin': 'consultor-administrador' },
  },
  es: {
    subject: (agency) => `${agency} te invita a unirte en Trilha`,
    greeting: (name) => `Hola, ${name}.`,
    body: (by, agency, role) =>
      `${by} te invitó a unirte a ${agency} como ${role}. Nada cambia en tu cuenta hasta que aceptes; también puedes rechazarla.`,
    action: 'Ver la invitación',
    ignore: 'Si no conoces esta agencia, rechaza la invitación o ignora este mensaje.',
    roles: { client: 'cliente', consultant: 'consultor', 'consultant-admin': 'consultor-administrador' },
  },
};

/** An invitation for someone who already has an account: they accept or decline it in the app. */
export function agencyInvitationMail(
  language: Language,
  invitation: {
    name: string;
    by: string;
    agency: string;
    role: 'client' | 'consultant' | 'consultant-admin';
  },
  link: string,
) {
  const t = AGENCY_INVITATION[language];
  const body = t.body(invitation.by, invitation.agency, t.roles[invitation.role]);
  return {
    subject: t.subject(invitation.agency),
    text: `${t.greeting(invitation.name)}\n\n${body}\n\n${t.action}: ${link}\n\n${t.ignore}\n`,
    html:
      `<p>${escapeHtml(t.greeting(invitation.name))}</p><p>${escapeHtml(body)}</p>` +
      `<p><a href="${escapeHtml(link)}">${escapeHtml(t.action)}</a></p><p>${escapeHtml(t.ignore)}</p>`,
    links: [link],
  };
}

interface ApprovalTexts {
  approvedSubject: string;
  rejectedSubject: string;
  greeting: (name: string) => string;
  approved: string;
  action: string;
  rejected: string;
}

const APPROVAL: Record<Language, ApprovalTexts> = {
  en: {
    approvedSubject: 'Your Trilha account is ready',
    rejectedSubject: 'Your Trilha sign-up',
    greeting: (name) => `Hello, ${name}.`,
    approved: 'An administrator approved your account: you can sign in now.',
    action: 'Sign in',
    rejected:
      'An administrator did not approve your sign-up, so your account was deleted along with what it held.',
  },
  pt: {
    approvedSubject: 'Sua conta do Trilha está pronta',
    rejectedSubject: 'Seu cadastro no Trilha',
    greeting: (name) => `Olá, ${name}.`,
    approved: 'Um administrador aprovou sua conta: você já pode entrar.',
    action: 'Entrar',
    rejected:
      'Um administrador não aprovou seu cadastro, por isso sua conta foi excluída com o que continha.',
  },
  es: {
    approvedSubject: 'Tu cuenta de Trilha está lista',
    rejectedSubject: 'Tu registro en Trilha',
    greeting: (name) => `Hola, ${name}.`,
    approved: 'Un administrador aprobó tu cuenta: ya puedes iniciar sesión.',
    action: 'Iniciar sesión',
    rejected: 'Un administrador no aprobó tu registro, por lo que tu cuenta se eliminó con lo que contenía.',
  },
};

/** An administrator approved a pending sign-up: the person may sign in. */
export function accountApprovedMail(language: Language, name: string, link: string) {
  const t = APPROVAL[language];
  return {
    subject: t.approvedSubject,
    text: `${t.greeting(name)}\n\n${t.approved}\n\n${t.action}: ${link}\n`,
    html:
      `<p>${escapeHtml(t.greeting(name))}</p><p>${escapeHtml(t.approved)}</p>` +
      `<p><a href="${escapeHtml(link)}">${escapeHtml(t.action)}</a></p>`,
    links: [link],
  };
}

/** An administrator rejected a pending sign-up: the account is gone. */
export function accountRejectedMail(language: Language, name: string) {
  const t = APPROVAL[language];
  return {
    subject: t.rejectedSubject,
    text: `${t.greeting(name)}\n\n${t.rejected}\n`,
    html: `<p>${escapeHtml(t.greeting(name))}</p><p>${escapeHtml(t.rejected)}</p>`,
    links: [],
  };
}
