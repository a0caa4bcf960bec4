import type { BadgeCode, Language, NotificationKind } from '@trilha/shared';

type Params = Record<string, string>;
type Texts = Record<NotificationKind, { title: (p: Params) => string; message: (p: Params) => string }>;

const ROLE: Record<Language, Record<string, string>> = {
  en: {
    viewer: 'viewer',
    admin: 'administrator',
    consultant: 'consultant',
    'consultant-admin': 'consultant-administrator',
    client: 'client',
  },
  pt: {
    viewer: 'leitor',
    admin: 'administrador',
    consultant: 'consultor',
    'consultant-admin': 'consultor-administrador',
    client: 'cliente',
  },
  es: {
    viewer: 'lector',
    admin: 'administrador',
    consultant: 'consultor',
    'consultant-admin': 'consultor-administrador',
    client: 'cliente',
  },
};

const TEXTS: Record<Language, Texts> = {
  en: {
    'trip-shared': {
      title: (p) => `A trip was shared with you: “${p.trip}”`,
      message: (p) => `${p.by} shared “${p.trip}” with you as ${p.role}.`,
    },
    'trip-role-changed': {
      title: (p) => `Your role on “${p.trip}” changed`,
      message: (p) => `You are now ${p.role} on “${p.trip}”.`,
    },
    'trip-planned': {
      title: (p) => `A new trip for you: “${p.trip}”`,
      message: (p) => `${p.by} planned “${p.trip}” for you.`,
    },
    'agency-added': {
      title: (p) => `Welcome to ${p.agency}`,
      message: (p) => `${p.agency} added you as ${p.role}.`,
    },
    'agency-invited': {
      title: (p) => `${p.agency} invites you`,
      message: (p) => `${p.by} invited you to join ${p.agency} as ${p.role}. Accept or decline it.`,
    },
    'invitation-answered': {
      title: (p) => (p.answer === 'accepted' ? `${p.person} accepted` : `${p.person} declined`),
      message: (p) =>
        p.answer === 'accepted'
          ? `${p.person} accepted your invitation to ${p.agency}.`
          : `${p.person} declined your invitation to ${p.agency}.`,
    },
    'consultant-assigned': {
      title: () => 'Your consultant',
      message: (p) => `${p.consultant} is now your consultant at ${p.agency}.`,
    },
    'trip-starting': {
      title: (p) => `“${p.trip}” starts soon`,
      message: (p) => `Your trip to ${p.destination} starts on ${p.date}.`,
    },
    'flight-status': {
      title: (p) => `Flight ${p.flight}: ${p.status}`,
      message: (p) => `Flight ${p.flight} of “${p.trip}” is now ${p.status}.`,
    },
    'badge-earned': { title: () => 'New badge', message: (p) => `You earned the badge “${p.badge}”.` },
    'level-reached': { title: (p) => `Level ${p.level}`, message: (p) => `You reached level ${p.level}.` },
    'premium-started': { title: () => 'Premium is on', message: () => 'Your premium plan has started.' },
    'premium-ended': { title: () => 'Premium ended', message: () => 'Your premium plan has ended.' },
    'premium-payment-failed': {
      title: () => 'Payment failed',
      message: () =>
        'We could not charge your premium renewal. Update your card under Premium, Manage billing.',
    },
    'platform-admin': {
      title: () => 'You are the administrator of this Trilha',
      message: () =>
        'As its first account, you approve sign-ups, manage people and agencies and grant premium from the admin panel.',
    },
    'account-pending': {
      title: () => 'An account awaits approval',
      message: (p) => `${p.person} (${p.email}) signed up and is waiting for your approval.`,
    },
    'mail-import': {
      title: (p) =>
        p.found ? `Booking received by e-mail: ${p.summary}` : 'No booking in a forwarded e-mail',
      message: (p) =>
        !p.found
          ? `No booking could be read from “${p.subject || 'no subject'}”. Paste its text in Import booking instead.`
          : p.trip
            ? `Review it and import it into “${p.trip}”.`
            : 'Pick the trip to import it into.',
    },
  },
  pt: {
    'trip-shared': {
      title: (p) => `Uma viagem foi compartilhada com você: “${p.trip}”`,
      message: (p) => `${p.by} compartilhou “${p.trip}” com você como ${p.role}.`,
    },
    'trip-role-changed': {
      title: (p) => `Seu papel em “${p.trip}” mudou`,
      message: (p) => `Agora você é ${p.role} em “${p.trip}”.`,
    },
    'trip-planned': {
      title: (p) => `Uma nova viagem para você: “${p.trip}”`,
      message: (p) => `${p.by} planejou “${p.trip}” para você.`,
    },
    'agency-added': {
      title: (p) => `Boas-vindas à ${p.agency}`,
      message: (p) => `${p.agency} adicionou você como ${p.role}.`,
    },
    'agency-invited': {
      title: (p) => `${p.agency} convida você`,
      message: (p) => `${p.by} convidou você para entrar na ${p.agency} como ${p.role}. Aceite ou recuse.`,
    },
    'invitation-answered': {
      title: (p) => (p.answer === 'accepted' ? `${p.person} aceitou` : `${p.person} recusou`),
      message: (p) =>
        p.answer === 'accepted'
          ? `${p.person} aceitou seu convite para a ${p.agency}.`
          : `${p.person} recusou seu convite para a ${p.agency}.`,
    },
    'consultant-assigned': {
      title: () => 'Seu consultor',
      message: (p) => `${p.consultant} agora é seu consultor na ${p.agency}.`,
    },
    'trip-starting': {
      title: (p) => `“${p.trip}” começa em breve`,
      message: (p) => `Sua viagem para ${p.destination} começa em ${p.date}.`,
    },
    'flight-status': {
      title: (p) => `Voo ${p.flight}: ${p.status}`,
      message: (p) => `O voo ${p.flight} de “${p.trip}” agora está ${p.status}.`,
    },
    'badge-earned': { title: () => 'Nova conquista', message: (p) => `Você conquistou “${p.badge}”.` },
    'level-reached': { title: (p) => `Nível ${p.level}`, message: (p) => `Você chegou ao nível ${p.level}.` },
    'premium-started': { title: () => 'Premium ativado', message: () => 'Seu plano premium começou.' },
    'premium-ended': { title: () => 'Premium encerrado', message: () => 'Seu plano premium terminou.' },
    'premium-payment-failed': {
      title: () => 'Falha no pagamento',
      message: () =>
        'Não conseguimos cobrar a renovação do seu premium. Atualize seu cartão em Premium, Gerenciar cobrança.',
    },
    'platform-admin': {
      title: () => 'Você é o administrador deste Trilha',
      message: () =>
        'Como primeira conta, você aprova cadastros, gerencia pessoas e agências e concede premium no painel de administração.',
    },
    'account-pending': {
      title: () => 'Uma conta aguarda aprovação',
      message: (p) => `${p.person} (${p.email}) se cadastrou e aguarda a sua aprovação.`,
    },
    'mail-import': {
      title: (p) =>
        p.found ? `Reserva recebida por e-mail: ${p.summary}` : 'Nenhuma reserva no e-mail encaminhado',
      message: (p) =>
        !p.found
          ? `Não conseguimos ler uma reserva em “${p.subject || 'sem assunto'}”. Cole o texto dele em Importar reserva.`
          : p.trip
            ? `Revise e importe em “${p.trip}”.`
            : 'Escolha a viagem para importá-la.',
    },
  },
  es: {
    'trip-shared': {
      title: (p) => `Se compartió un viaje contigo: “${p.trip}”`,
      message: (p) => `${p.by} compartió “${p.trip}” contigo como ${p.role}.`,
    },
    'trip-role-changed': {
      title: (p) => `Tu rol en “${p.trip}” cambió`,
      message: (p) => `Ahora eres ${p.role} en “${p.trip}”.`,
    },
    'trip-planned': {
      title: (p) => `Un nuevo viaje para ti: “${p.trip}”`,
      message: (p) => `${p.by} planificó “${p.trip}” para ti.`,
    },
    'agency-added': {
      title: (p) => `Bienvenida a ${p.agency}`,
      message: (p) => `${p.agency} te agregó como ${p.role}.`,
    },
    'agency-invited': {
      title: (p) => `${p.agency} te invita`,
      message: (p) => `${p.by} te invitó a unirte a ${p.agency} como ${p.role}. Acéptala o recházala.`,
    },
    'invitation-answered': {
      title: (p) => (p.answer === 'accepted' ? `${p.person} aceptó` : `${p.person} rechazó`),
      message: (p) =>
        p.answer === 'accepted'
          ? `${p.person} aceptó tu invitación a ${p.agency}.`
          : `${p.person} rechazó tu invitación a ${p.agency}.`,
    },
    'consultant-assigned': {
      title: () => 'Tu consultor',
      message: (p) => `${p.consultant} es ahora tu consultor en ${p.agency}.`,
    },
    'trip-starting': {
      title: (p) => `“${p.trip}” empieza pronto`,
      message: (p) => `Tu viaje a ${p.destination} empieza el ${p.date}.`,
    },
    'flight-status': {
      title: (p) => `Vuelo ${p.flight}: ${p.status}`,
      message: (p) => `El vuelo ${p.flight} de “${p.trip}” ahora está ${p.status}.`,
    },
    'badge-earned': { title: () => 'Nueva insignia', message: (p) => `Obtuviste la insignia “${p.badge}”.` },
    'level-reached': { title: (p) => `Nivel ${p.level}`, message: (p) => `Llegaste al nivel ${p.level}.` },
    'premium-started': { title: () => 'Premium activado', message: () => 'Tu plan premium comenzó.' },
    'premium-ended': { title: () => 'Premium terminado', message: () => 'Tu plan premium terminó.' },
    'premium-payment-failed': {
      title: () => 'Pago fallido',
      message: () =>
        'No pudimos cobrar la renovación de tu premium. Actualiza tu tarjeta en Premium, Gestionar facturación.',
    },
    'platform-admin': {
      title: () => 'Eres el administrador de este Trilha',
      message: () =>
        'Como primera cuenta, apruebas registros, gestionas personas y agencias y concedes premium desde el panel de administración.',
    },
    'account-pending': {
      title: () => 'Una cuenta espera aprobación',
      message: (p) => `${p.person} (${p.email}) se registró y espera tu aprobación.`,
    },
    'mail-import': {
      title: (p) =>
        p.found ? `Reserva recibida por correo: ${p.summary}` : 'Ninguna reserva en el correo reenviado',
      message: (p) =>
        !p.found
          ? `No pudimos leer una reserva en “${p.subject || 'sin asunto'}”. Pega el texto del correo en Importar reserva.`
          : p.trip
            ? `Revísala e impórtala en “${p.trip}”.`
            : 'Elige el viaje al que importarla.',
    },
  },
};

const FLIGHT_STATUS: Record<Language, Record<string, string>> = {
  en: {
    scheduled: 'scheduled',
    active: 'in the air',
    landed: 'landed',
    cancelled: 'cancelled',
    incident: 'in an incident',
    diverted: 'diverted',
    redirected: 'redirected',
    unknown: 'unknown',
  },
  pt: {
    scheduled: 'programado',
    active: 'em voo',
    landed: 'pousou',
    cancelled: 'cancelado',
    incident: 'com incidente',
    diverted: 'desviado',
    redirected: 'redirecionado',
    unknown: 'desconhecido',
  },
  es: {
    scheduled: 'programado',
    active: 'en vuelo',
    landed: 'aterrizó',
    cancelled: 'cancelado',
    incident: 'con incidente',
    diverted: 'desviado',
    redirected: 'redirigido',
    unknown: 'desconocido',
  },
};

const BADGE_NAMES: Record<Language, Record<BadgeCode, string>> = {
  en: {
    'five-trips': '5 trips',
    'ten-countries': '10 countries',
    'long-trip': 'A trip over 30 days',
    'three-destinations-month': '3 destinations in under 30 days',
    'hundred-thousand-points': '100,000 points',
  },
  pt: {
    'five-trips': '5 viagens',
    'ten-countries': '10 países',
    'long-trip': 'Uma viagem de mais de 30 dias',
    'three-destinations-month': '3 destinos em menos de 30 dias',
    'hundred-thousand-points': '100.000 pontos',
  },
  es: {
    'five-trips': '5 viajes',
    'ten-countries': '10 países',
    'long-trip': 'Un viaje de más de 30 días',
    'three-destinations-month': '3 destinos en menos de 30 días',
    'hundred-thousand-points': '100.000 puntos',
  },
};

/** A calendar day (yyyy-MM-dd) as SPEC.md 9 writes dates in every language: dd/MM/yyyy. */
const dayOf = (date: string) => date.replace(/^(\d{4})-(\d{2})-(\d{2})$/, '$3/$2/$1');

/**
 * A notification's title and message in the reader's language, from its kind and parameters: the codes
 * among them (a role, a flight status, a badge) become words of that language, a day its date.
 */
export function notificationText(kind: NotificationKind, language: Language, params: Params) {
  const words = { ...params };
  if (params.role) words.role = ROLE[language][params.role] ?? params.role;
  if (params.status) words.status = FLIGHT_STATUS[language][params.status] ?? params.status;
  if (params.badge) words.badge = BADGE_NAMES[language][params.badge as BadgeCode] ?? params.badge;
  if (params.date) words.date = dayOf(params.date);
  const texts = TEXTS[language][kind];
  return { title: texts.title(words), message: texts.message(words) };
}
