import type {
  BaggageType,
  ExpenseCategory,
  FlightStatus,
  Language,
  TimeOfDay,
  TipCategory,
  TripRole,
} from '@trilha/shared';

/** Every word the PDF prints, in each language the app speaks (pt Brazilian "você", es Latin-American "tú"). */
export interface PdfTexts {
  kicker: string;
  people: string;
  budget: string;
  interests: string;
  interestNames: Record<string, string>;
  status: string;
  notes: string;
  days: (count: number) => string;
  nights: (count: number) => string;
  roles: Record<TripRole, string>;
  budgets: Record<'low-cost' | 'mid-range' | 'luxury', string>;
  flights: string;
  departure: string;
  arrival: string;
  duration: (hours: number, minutes: number) => string;
  confirmation: string;
  passengers: string;
  seat: string;
  terminal: (name: string) => string;
  baggage: string;
  baggageTypes: Record<BaggageType, string>;
  statuses: Record<FlightStatus, string>;
  stays: string;
  checkIn: string;
  checkOut: string;
  address: string;
  price: string;
  /** A price of zero: a free tour. */
  free: string;
  confirmationNumber: string;
  booked: string;
  notBooked: string;
  tours: string;
  itinerary: string;
  day: (index: number) => string;
  nothingPlanned: string;
  outsideTrip: string;
  timesOfDay: Record<TimeOfDay, string>;
  flightLeg: (number: string, from: string, to: string) => string;
  landing: (number: string, from: string) => string;
  checkInAt: (name: string) => string;
  checkOutOf: (name: string) => string;
  nightAt: (name: string) => string;
  checklist: string;
  tips: string;
  tipCategories: Record<TipCategory, string>;
  contacts: string;
  costs: string;
  total: string;
  /** The part of the total booked with a price and not yet recorded as an expense. */
  planned: (amount: string) => string;
  byCategory: string;
  categories: Record<ExpenseCategory, string>;
  balances: string;
  paid: string;
  share: string;
  balance: string;
  settleUp: string;
  pays: (from: string, to: string) => string;
  allSettled: string;
  noExpenses: string;
  generated: (date: string) => string;
  page: (number: number) => string;
}

const en: PdfTexts = {
  kicker: 'Trip plan',
  people: 'People',
  budget: 'Budget',
  interests: 'Interests',
  interestNames: {
    culture: 'Culture',
    food: 'Food',
    nature: 'Nature',
    beach: 'Beach',
    adventure: 'Adventure',
    nightlife: 'Nightlife',
    shopping: 'Shopping',
    history: 'History',
    art: 'Art',
    sports: 'Sports',
    wellness: 'Wellness',
    family: 'Family',
    photography: 'Photography',
    music: 'Music',
  },
  status: 'Status',
  notes: 'Notes',
  days: (count) => (count === 1 ? '1 day' : `${count} days`),
  nights: (count) => (count === 1 ? '1 night' : `${count} nights`),
  roles: { owner: 'Owner', admin: 'Administrator', viewer: 'Viewer' },
  budgets: { 'low-cost': 'Low-cost', 'mid-range': 'Mid-range', luxury: 'Luxury' },
  flights: 'Flights',
  departure: 'Departure',
  arrival: 'Arrival',
  duration: (hours, minutes) => `${hours} h ${String(minutes).padStart(2, '0')} min`,
  confirmation: 'Confirmation code',
  passengers: 'Passengers',
  seat: 'seat',
  terminal: (name) => `Terminal ${name}`,
  baggage: 'Baggage',
  baggageTypes: {
    cabin: 'cabin',
    checked: 'checked',
    oversized: 'oversized',
    sports: 'sports',
    fragile: 'fragile',
  },
  statuses: {
    scheduled: 'Scheduled',
    active: 'In the air',
    landed: 'Landed',
    cancelled: 'Cancelled',
    incident: 'Incident',
    diverted: 'Diverted',
    redirected: 'Redirected',
    unknown: 'Unknown',
  },
  stays: 'Stays',
  checkIn: 'Check-in',
  checkOut: 'Check-out',
  address: 'Address',
  price: 'Price',
  free: 'Free',
  confirmationNumber: 'Confirmation number',
  booked: 'Booked',
  notBooked: 'Not booked yet',
  tours: 'Tours',
  itinerary: 'Itinerary',
  day: (index) => `Day ${index}`,
  nothingPlanned: 'Nothing planned',
  outsideTrip: 'outside the trip dates',
  timesOfDay: { morning: 'Morning', afternoon: 'Afternoon', evening: 'Evening', night: 'Night' },
  flightLeg: (number, from, to) => `Flight ${number}: ${from} – ${to}`,
  landing: (number, from) => `Flight ${number} lands (from ${from})`,
  checkInAt: (name) => `Check-in: ${name}`,
  checkOutOf: (name) => `Check-out: ${name}`,
  nightAt: (name) => `Night at ${name}`,
  checklist: 'Checklist',
  tips: 'Travel tips',
  tipCategories: {
    transport: 'Transport',
    money: 'Money',
    safety: 'Safety',
    culture: 'Culture',
    food: 'Food',
    health: 'Health',
    other: 'Other',
  },
  contacts: 'Emergency contacts',
  costs: 'Costs',
  total: 'Total spent',
  planned: (amount) => `Of which ${amount} booked, not yet recorded as expenses`,
  byCategory: 'By category',
  categories: {
    lodging: 'Lodging',
    food: 'Food',
    transportation: 'Transportation',
    entertainment: 'Entertainment',
    activities: 'Activities',
    shopping: 'Shopping',
    other: 'Other',
  },
  balances: 'Balances',
  paid: 'Paid',
  share: 'Share',
  balance: 'Balance',
  settleUp: 'To settle up',
  pays: (from, to) => `${from} pays ${to}`,
  allSettled: 'Everyone is settled up.',
  noExpenses: 'No expenses yet.',
  generated: (date) => `Made on ${date}`,
  page: (number) => `Page ${number}`,
};

const pt: PdfTexts = {
  kicker: 'Plano de viagem',
  people: 'Pessoas',
  budget: 'Orçamento',
  interests: 'Interesses',
  interestNames: {
    culture: 'Cultura',
    food: 'Gastronomia',
    nature: 'Natureza',
    beach: 'Praia',
    adventure: 'Aventura',
    nightlife: 'Vida noturna',
    shopping: 'Compras',
    history: 'História',
    art: 'Arte',
    sports: 'Esportes',
    wellness: 'Bem-estar',
    family: 'Família',
    photography: 'Fotografia',
    music: 'Música',
  },
  status: 'Situação',
  notes: 'Observações',
  days: (count) => (count === 1 ? '1 dia' : `${count} dias`),
  nights: (count) => (count === 1 ? '1 noite' : `${count} noites`),
  roles: { owner: 'Dono', admin: 'Administrador', viewer: 'Leitor' },
  budgets: { 'low-cost': 'Econômico', 'mid-range': 'Intermediário', luxury: 'Luxo' },
  flights: 'Voos',
  departure: 'Partida',
  arrival: 'Chegada',
  duration: (hours, minutes) => `${hours} h ${String(minutes).padStart(2, '0')} min`,
  confirmation: 'Código de confirmação',
  passengers: 'Passageiros',
  seat: 'assento',
  terminal: (name) => `Terminal ${name}`,
  baggage: 'Bagagem',
  baggageTypes: {
    cabin: 'de mão',
    checked: 'despachada',
    oversized: 'de grandes dimensões',
    sports: 'esportiva',
    fragile: 'frágil',
  },
  statuses: {
    scheduled: 'Programado',
    active: 'Em voo',
    landed: 'Pousou',
    cancelled: 'Cancelado',
    incident: 'Incidente',
    diverted: 'Desviado',
    redirected: 'Redirecionado',
    unknown: 'Desconhecido',
  },
  stays: 'Hospedagens',
  checkIn: 'Check-in',
  checkOut: 'Check-out',
  address: 'Endereço',
  price: 'Preço',
  free: 'Grátis',
  confirmationNumber: 'Número da reserva',
  booked: 'Reservado',
  notBooked: 'Ainda não reservado',
  tours: 'Passeios',
  itinerary: 'Roteiro',
  day: (index) => `Dia ${index}`,
  nothingPlanned: 'Nada planejado',
  outsideTrip: 'fora das datas da viagem',
  timesOfDay: { morning: 'Manhã', afternoon: 'Tarde', evening: 'Início da noite', night: 'Noite' },
  flightLeg: (number, from, to) => `Voo ${number}: ${from} – ${to}`,
  landing: (number, from) => `Chegada do voo ${number} (de ${from})`,
  checkInAt: (name) => `Check-in: ${name}`,
  checkOutOf: (name) => `Check-out: ${name}`,
  nightAt: (name) => `Noite em ${name}`,
  checklist: 'Checklist',
  tips: 'Dicas de viagem',
  tipCategories: {
    transport: 'Transporte',
    money: 'Dinheiro',
    safety: 'Segurança',
    culture: 'Cultura',
    food: 'Comida',
    health: 'Saúde',
    other: 'Outros',
  },
  contacts: 'Contatos de emergência',
  costs: 'Custos',
  total: 'Total gasto',
  planned: (amount) => `Dos quais ${amount} em reservas ainda não lançadas como despesas`,
  byCategory: 'Por categoria',
  categories: {
    lodging: 'Hospedagem',
    food: 'Alimentação',
    transportation: 'Transporte',
    entertainment: 'Entretenimento',
    activities: 'Atividades',
    shopping: 'Compras',
    other: 'Outros',
  },
  balances: 'Saldos',
  paid: 'Pagou',
  share: 'Parte',
  balance: 'Saldo',
  settleUp: 'Para acertar as contas',
  pays: (from, to) => `${from} paga a ${to}`,
  allSettled: 'As contas estão acertadas.',
  noExpenses: 'Nenhuma despesa ainda.',
  generated: (date) => `Gerado em ${date}`,
  page: (number) => `Página ${number}`,
};

const es: PdfTexts = {
  kicker: 'Plan de viaje',
  people: 'Personas',
  budget: 'Presupuesto',
  interests: 'Intereses',
  interestNames: {
    culture: 'Cultura',
    food: 'Gastronomía',
    nature: 'Naturaleza',
    beach: 'Playa',
    adventure: 'Aventura',
    nightlife: 'Vida nocturna',
    shopping: 'Compras',
    history: 'Historia',
    art: 'Arte',
    sports: 'Deportes',
    wellness: 'Bienestar',
    family: 'Familia',
    photography: 'Fotografía',
    music: 'Música',
  },
  status: 'Estado',
  notes: 'Notas',
  days: (count) => (count === 1 ? '1 día' : `${count} días`),
  nights: (count) => (count === 1 ? '1 noche' : `${count} noches`),
  roles: { owner: 'Propietario', admin: 'Administrador', viewer: 'Lector' },
  budgets: { 'low-cost': 'Económico', 'mid-range': 'Intermedio', luxury: 'Lujo' },
  flights: 'Vuelos',
  departure: 'Salida',
  arrival: 'Llegada',
  duration: (hours, minutes) => `${hours} h ${String(minutes).padStart(2, '0')} min`,
  confirmation: 'Código de confirmación',
  passengers: 'Pasajeros',
  seat: 'asiento',
  terminal: (name) => `Terminal ${name}`,
  baggage: 'Equipaje',
  baggageTypes: {
    cabin: 'de mano',
    checked: 'facturado',
    oversized: 'de gran tamaño',
    sports: 'deportivo',
    fragile: 'frágil',
  },
  statuses: {
    scheduled: 'Programado',
    active: 'En vuelo',
    landed: 'Aterrizó',
    cancelled: 'Cancelado',
    incident: 'Incidente',
    diverted: 'Desviado',
    redirected: 'Redirigido',
    unknown: 'Desconocido',
  },
  stays: 'Alojamientos',
  checkIn: 'Entrada',
  checkOut: 'Salida',
  address: 'Dirección',
  price: 'Precio',
  free: 'Gratis',
  confirmationNumber: 'Número de reserva',
  booked: 'Reservado',
  notBooked: 'Aún sin reservar',
  tours: 'Excursiones',
  itinerary: 'Itinerario',
  day: (index) => `Día ${index}`,
  nothingPlanned: 'Nada planeado',
  outsideTrip: 'fuera de las fechas del viaje',
  timesOfDay: { morning: 'Mañana', afternoon: 'Tarde', evening: 'Anochecer', night: 'Noche' },
  flightLeg: (number, from, to) => `Vuelo ${number}: ${from} – ${to}`,
  landing: (number, from) => `Llegada del vuelo ${number} (desde ${from})`,
  checkInAt: (name) => `Entrada: ${name}`,
  checkOutOf: (name) => `Salida: ${name}`,
  nightAt: (name) => `Noche en ${name}`,
  checklist: 'Lista de verificación',
  tips: 'Consejos de viaje',
  tipCategories: {
    transport: 'Transporte',
    money: 'Dinero',
    safety: 'Seguridad',
    culture: 'Cultura',
    food: 'Comida',
    health: 'Salud',
    other: 'Otros',
  },
  contacts: 'Contactos de emergencia',
  costs: 'Gastos',
  total: 'Total gastado',
  planned: (amount) => `De los cuales ${amount} en reservas aún no registradas como gastos`,
  byCategory: 'Por categoría',
  categories: {
    lodging: 'Alojamiento',
    food: 'Comida',
    transportation: 'Transporte',
    entertainment: 'Entretenimiento',
    activities: 'Actividades',
    shopping: 'Compras',
    other: 'Otros',
  },
  balances: 'Saldos',
  paid: 'Pagó',
  share: 'Parte',
  balance: 'Saldo',
  settleUp: 'Para saldar cuentas',
  pays: (from, to) => `${from} paga a ${to}`,
  allSettled: 'Las cuentas están saldadas.',
  noExpenses: 'Aún no hay gastos.',
  generated: (date) => `Generado el ${date}`,
  page: (number) => `Página ${number}`,
};

export const PDF_TEXTS: Record<Language, PdfTexts> = { en, pt, es };
