import type { Language } from '@trilha/shared';
import type { EntryRule, Tipping } from './country-data';

/** Interest themes the planner knows, each with the words (any language) that select it. */
export const THEMES = {
  culture: [
    'museum',
    'museu',
    'museo',
    'art',
    'arte',
    'culture',
    'cultura',
    'history',
    'história',
    'historia',
  ],
  food: ['food', 'comida', 'gastronomy', 'gastronomia', 'gastronomía', 'wine', 'vinho', 'vino', 'cuisine'],
  nature: [
    'nature',
    'natureza',
    'naturaleza',
    'hiking',
    'trilha',
    'senderismo',
    'park',
    'parque',
    'mountain',
  ],
  beach: ['beach', 'praia', 'playa', 'sea', 'mar', 'surf'],
  nightlife: ['nightlife', 'night', 'noite', 'noche', 'bar', 'music', 'música', 'party', 'festa', 'fiesta'],
  shopping: ['shopping', 'compras', 'market', 'mercado', 'fashion', 'moda'],
  relax: ['relax', 'rest', 'descanso', 'spa', 'slow', 'calm', 'tranquilo', 'devagar'],
} as const;
export type Theme = keyof typeof THEMES;

type Texts = {
  activities: Record<Theme | 'general', string[]>;
  arrival: string;
  arrivalNote: string;
  checkIn: string;
  departure: string;
  departureNote: string;
  flight: string;
  tour: string;
  suggestedFor: string;
  groups: {
    documents: string;
    clothing: string;
    electronics: string;
    money: string;
    health: string;
    bookings: string;
  };
  items: Record<string, string>;
  tips: Record<'transport' | 'money' | 'safety' | 'culture' | 'food' | 'health', string[]>;
  /** Practical facts of the destination country (see country-data.ts); `{inCountry}` is "na Itália". */
  country: {
    emergency: string;
    emergencySplit: string;
    emergencySplitShared: string;
    plugs: string;
    plugsVoltage: string;
    plugsMixedVoltage: string;
    currency: string;
    tipping: Record<Tipping, string>;
    entry: Record<EntryRule, string>;
  };
  /** A notable place's practical fact, as a tip. */
  placeFact: string;
  cost: Record<
    | 'lodging'
    | 'lodgingBooked'
    | 'lodgingPartly'
    | 'food'
    | 'transportation'
    | 'transportationFlights'
    | 'activities'
    | 'activitiesBooked'
    | 'shopping'
    | 'other',
    string
  >;
};

const en: Texts = {
  activities: {
    culture: [
      'Main museum of {city}',
      'Historic centre walking tour',
      'Local art galleries',
      'Old town architecture',
    ],
    food: [
      'Food market tasting',
      'Dinner at a traditional restaurant',
      'Cooking class with local dishes',
      'Street food crawl',
    ],
    nature: ['Park or garden walk', 'Viewpoint over {city}', 'Day hike near {city}', 'Botanical garden'],
    beach: ['Morning at the beach', 'Seaside promenade', 'Boat trip along the coast', 'Sunset by the sea'],
    nightlife: ['Live music venue', 'Rooftop bar', 'Evening in the bar district', 'Night tour of {city}'],
    shopping: ['Local craft market', 'Main shopping street', 'Design shops and boutiques', 'Souvenir hunt'],
    relax: [
      'Slow café breakfast',
      'Spa or thermal baths',
      'Free afternoon to rest',
      'Picnic in a quiet park',
    ],
    general: [
      'Explore the neighbourhood of your stay',
      'Panoramic tour of {city}',
      'Landmarks of {city}',
      'Local café culture',
    ],
  },
  arrival: 'Arrive and settle in',
  arrivalNote: 'Arrival day: keep it light.',
  checkIn: 'Check in: {name}',
  departure: 'Pack, check out and head off',
  departureNote: 'Departure day: leave time for the trip home.',
  flight: 'Flight {from} → {to}',
  tour: 'Tour: {name}',
  suggestedFor: 'Chosen for: {theme}.',
  groups: {
    documents: 'Documents',
    clothing: 'Clothing',
    electronics: 'Electronics',
    money: 'Money',
    health: 'Health and hygiene',
    bookings: 'Bookings',
  },
  items: {
    passport: 'Passport (valid 6+ months)',
    visa: 'Check visa or entry rules for {country}',
    id: 'ID card or driving licence',
    insurance: 'Travel insurance',
    tickets: 'Flight boarding passes',
    confirmations: 'Booking confirmations',
    coat: 'Warm winter coat',
    gloves: 'Gloves, scarf and hat',
    thermal: 'Thermal layers',
    boots: 'Waterproof boots',
    light: 'Light, breathable clothes',
    sunglasses: 'Sunglasses',
    sunscreen: 'Sunscreen',
    swimwear: 'Swimwear',
    hat: 'Sun hat',
    jacket: 'Light jacket',
    layers: 'Layers for changing weather',
    umbrella: 'Compact umbrella',
    outfits: 'Outfits for {count} {count|day|days}',
    shoes: 'Comfortable walking shoes',
    laundry: 'Laundry bag (long trip)',
    charger: 'Phone charger',
    powerbank: 'Power bank',
    adapter: 'Power adapter for plug types {plugs}',
    cards: 'Cards (tell your bank about the trip)',
    cash: 'Some cash in {currency}',
    cashLocal: 'Some cash',
    medicines: 'Personal medicines',
    firstAid: 'Small first-aid kit',
    toiletries: 'Toiletries',
    repellent: 'Insect repellent',
    stay: 'Reservation: {name}',
    tourTicket: 'Tour ticket: {name}',
  },
  tips: {
    transport: [
      'Buy a public transport pass for {city} if you will ride several times a day.',
      'Keep an offline map of {city} on your phone.',
    ],
    money: [
      'The local currency is {currency}; pay in it rather than in your own currency at card machines.',
      'Carry a little cash for small shops and tips.',
    ],
    safety: [
      'Keep copies of your documents apart from the originals.',
      'Watch your belongings in crowded places and on public transport.',
    ],
    culture: [
      'Learn a few words in {languages}: a greeting and a thank-you go a long way.',
      'Check opening days of museums and shops: many close one day a week.',
    ],
    food: [
      'Eat where the locals queue, and try the dish {city} is known for.',
      'Lunch menus are often cheaper than dinner at the same place.',
    ],
    health: [
      'Drink water and rest after the journey.',
      'Bring your prescriptions in their original packaging.',
    ],
  },
  country: {
    emergency: 'Emergency number {inCountry}: {number}.',
    emergencySplit:
      'Emergency numbers {inCountry}: police {police}, ambulance {ambulance}, fire brigade {fire}.',
    emergencySplitShared:
      'Emergency numbers {inCountry}: police {police}, ambulance and fire brigade {ambulance}.',
    plugs: 'Sockets {inCountry}: plug types {plugs}. Bring an adapter if yours are different.',
    plugsVoltage:
      'Sockets {inCountry}: plug types {plugs}, {voltage}. Bring an adapter if yours are different.',
    plugsMixedVoltage:
      'Sockets {inCountry}: plug types {plugs}; the voltage is 127 V or 220 V depending on the city, so check your devices.',
    currency:
      'Currency {inCountry}: {currencyName} ({currency}). At card machines, pay in the local currency, not your own.',
    tipping: {
      none: 'Tipping is not customary {inCountry}.',
      'service-charge':
        '{InCountry}, restaurants often add a service charge to the bill: check it before tipping more.',
      'ten-percent': '{InCountry}, a tip of about 10% at restaurants is customary.',
      optional: '{InCountry}, tipping is optional: rounding up or leaving 5–10% for good service is usual.',
      expected: '{InCountry}, a tip of 15–20% is expected at restaurants with table service.',
    },
    entry: {
      schengen:
        '{InCountry} the Schengen rule applies: visitors without a visa may stay up to 90 days in any 180, counting every Schengen country.',
      us: 'To enter the United States, travellers from Visa Waiver Program countries need an approved ESTA before flying; everyone else needs a visa.',
      ca: 'To fly to Canada, visa-exempt travellers need an eTA; everyone else needs a visa.',
      uk: 'To enter the United Kingdom, visitors who need no visa must get an ETA (electronic travel authorisation) before travelling.',
      au: 'To enter Australia, every visitor needs a visa or an electronic authorisation (ETA or eVisitor) before travelling.',
      mercosur:
        'Citizens of Mercosur and associated countries can enter {inCountry} with a valid identity card, without a passport.',
    },
  },
  placeFact: '{name}: {fact}',
  cost: {
    lodging: 'Lodging for {nights} {nights|night|nights}',
    lodgingBooked: 'Lodging booked for {booked} {booked|night|nights}',
    lodgingPartly:
      'Lodging booked for {booked} {booked|night|nights}, plus {nights} {nights|night|nights} to book',
    food: 'Meals for {days} {days|day|days}',
    transportation: 'Local transport',
    transportationFlights: 'Local transport, plus {count} booked {count|flight|flights}',
    activities: 'Tours and tickets',
    activitiesBooked: 'Tours and tickets, {count} already booked',
    shopping: 'Souvenirs and shopping',
    other: 'Extras and contingency',
  },
};

const pt: Texts = {
  activities: {
    culture: [
      'Principal museu {ofCity}',
      'Passeio a pé pelo centro histórico',
      'Galerias de arte locais',
      'Arquitetura da cidade velha',
    ],
    food: [
      'Degustação no mercado municipal',
      'Jantar em restaurante tradicional',
      'Aula de culinária local',
      'Roteiro de comida de rua',
    ],
    nature: [
      'Caminhada em parque ou jardim',
      'Mirante com vista {ofCity}',
      'Trilha perto {ofCity}',
      'Jardim botânico',
    ],
    beach: ['Manhã na praia', 'Passeio pela orla', 'Passeio de barco pela costa', 'Pôr do sol à beira-mar'],
    nightlife: [
      'Casa de música ao vivo',
      'Bar no terraço',
      'Noite no bairro dos bares',
      'Passeio noturno {throughCity}',
    ],
    shopping: [
      'Feira de artesanato local',
      'Principal rua de compras',
      'Lojas de design',
      'Caça aos souvenirs',
    ],
    relax: [
      'Café da manhã sem pressa',
      'Spa ou termas',
      'Tarde livre para descansar',
      'Piquenique em um parque tranquilo',
    ],
    general: [
      'Explorar o bairro da hospedagem',
      'Passeio panorâmico {throughCity}',
      'Pontos turísticos {ofCity}',
      'Cafés locais',
    ],
  },
  arrival: 'Chegada e acomodação',
  arrivalNote: 'Dia de chegada: programe pouco.',
  checkIn: 'Check-in: {name}',
  departure: 'Fazer as malas, check-out e partida',
  departureNote: 'Dia de partida: deixe tempo para a volta.',
  flight: 'Voo {from} → {to}',
  tour: 'Passeio: {name}',
  suggestedFor: 'Escolhido por: {theme}.',
  groups: {
    documents: 'Documentos',
    clothing: 'Roupas',
    electronics: 'Eletrônicos',
    money: 'Dinheiro',
    health: 'Saúde e higiene',
    bookings: 'Reservas',
  },
  items: {
    passport: 'Passaporte (válido por mais de 6 meses)',
    visa: 'Verificar visto ou regras de entrada {inCountry}',
    id: 'RG ou carteira de motorista',
    insurance: 'Seguro viagem',
    tickets: 'Cartões de embarque',
    confirmations: 'Confirmações de reserva',
    coat: 'Casaco de inverno',
    gloves: 'Luvas, cachecol e gorro',
    thermal: 'Roupas térmicas',
    boots: 'Botas impermeáveis',
    light: 'Roupas leves',
    sunglasses: 'Óculos de sol',
    sunscreen: 'Protetor solar',
    swimwear: 'Roupa de banho',
    hat: 'Chapéu',
    jacket: 'Jaqueta leve',
    layers: 'Camadas para o tempo instável',
    umbrella: 'Guarda-chuva compacto',
    outfits: 'Roupas para {count} {count|dia|dias}',
    shoes: 'Sapatos confortáveis para caminhar',
    laundry: 'Saco de roupa suja (viagem longa)',
    charger: 'Carregador do celular',
    powerbank: 'Carregador portátil',
    adapter: 'Adaptador de tomada para os tipos {plugs}',
    cards: 'Cartões (avise o banco sobre a viagem)',
    cash: 'Um pouco de dinheiro em {currency}',
    cashLocal: 'Um pouco de dinheiro',
    medicines: 'Remédios pessoais',
    firstAid: 'Kit de primeiros socorros',
    toiletries: 'Itens de higiene',
    repellent: 'Repelente',
    stay: 'Reserva: {name}',
    tourTicket: 'Ingresso do passeio: {name}',
  },
  tips: {
    transport: [
      'Compre um passe de transporte {inCity} se for usar várias vezes por dia.',
      'Baixe o mapa {ofCity} para usar offline.',
    ],
    money: [
      'A moeda local é {currency}; nas maquininhas, pague nela e não na sua moeda.',
      'Tenha um pouco de dinheiro para lojinhas e gorjetas.',
    ],
    safety: [
      'Guarde cópias dos documentos separadas dos originais.',
      'Cuide dos seus pertences em lugares cheios e no transporte público.',
    ],
    culture: [
      'Aprenda algumas palavras em {languages}: um cumprimento e um obrigado ajudam muito.',
      'Confira os dias de funcionamento de museus e lojas: muitos fecham um dia por semana.',
    ],
    food: [
      'Coma onde os moradores fazem fila e prove o prato típico {ofCity}.',
      'O menu do almoço costuma sair mais barato que o jantar no mesmo lugar.',
    ],
    health: [
      'Beba água e descanse depois da viagem.',
      'Leve as receitas dos seus remédios na embalagem original.',
    ],
  },
  country: {
    emergency: 'Emergência {inCountry}: {number}.',
    emergencySplit: 'Emergência {inCountry}: polícia {police}, ambulância {ambulance}, bombeiros {fire}.',
    emergencySplitShared: 'Emergência {inCountry}: polícia {police}, ambulância e bombeiros {ambulance}.',
    plugs: 'Tomadas {inCountry}: tipos {plugs}. Leve adaptador se as suas forem de outro tipo.',
    plugsVoltage:
      'Tomadas {inCountry}: tipos {plugs}, {voltage}. Leve adaptador se as suas forem de outro tipo.',
    plugsMixedVoltage:
      'Tomadas {inCountry}: tipos {plugs}; a voltagem é 127 V ou 220 V, conforme a cidade: confira seus aparelhos.',
    currency:
      'Moeda {inCountry}: {currencyName} ({currency}). Nas maquininhas, pague na moeda local, e não na sua.',
    tipping: {
      none: 'Gorjeta não é costume {inCountry}.',
      'service-charge':
        '{InCountry}, os restaurantes costumam incluir uma taxa de serviço na conta: confira antes de dar mais.',
      'ten-percent': '{InCountry}, o costume é deixar cerca de 10% de gorjeta nos restaurantes.',
      optional:
        '{InCountry}, a gorjeta é opcional: arredondar a conta ou deixar de 5% a 10% por um bom serviço é o usual.',
      expected: '{InCountry}, espera-se gorjeta de 15% a 20% nos restaurantes com serviço de mesa.',
    },
    entry: {
      schengen:
        '{InCountry} vale a regra do espaço Schengen: quem entra sem visto pode ficar até 90 dias a cada 180, somando todos os países do espaço.',
      us: 'Para entrar nos Estados Unidos, quem é de um país do Visa Waiver Program precisa de ESTA aprovado antes do voo; os demais precisam de visto.',
      ca: 'Para entrar no Canadá de avião, quem é isento de visto precisa de eTA; os demais precisam de visto.',
      uk: 'Para entrar no Reino Unido, quem não precisa de visto deve tirar uma ETA (autorização eletrônica de viagem) antes de embarcar.',
      au: 'Para entrar na Austrália, todo visitante precisa de visto ou de autorização eletrônica (ETA ou eVisitor) antes de embarcar.',
      mercosur:
        'Cidadãos do Mercosul e de países associados entram {inCountry} com documento de identidade válido, sem passaporte.',
    },
  },
  placeFact: '{name}: {fact}',
  cost: {
    lodging: 'Hospedagem por {nights} {nights|noite|noites}',
    lodgingBooked: 'Hospedagem reservada para {booked} {booked|noite|noites}',
    lodgingPartly:
      'Hospedagem reservada para {booked} {booked|noite|noites}, mais {nights} {nights|noite|noites} a reservar',
    food: 'Refeições por {days} {days|dia|dias}',
    transportation: 'Transporte local',
    transportationFlights: 'Transporte local, mais {count} {count|voo reservado|voos reservados}',
    activities: 'Passeios e ingressos',
    activitiesBooked: 'Passeios e ingressos, {count} já {count|reservado|reservados}',
    shopping: 'Lembranças e compras',
    other: 'Extras e imprevistos',
  },
};

const es: Texts = {
  activities: {
    culture: [
      'Museo principal de {city}',
      'Recorrido a pie por el centro histórico',
      'Galerías de arte locales',
      'Arquitectura del casco antiguo',
    ],
    food: [
      'Degustación en el mercado',
      'Cena en un restaurante tradicional',
      'Clase de cocina local',
      'Ruta de comida callejera',
    ],
    nature: [
      'Paseo por un parque o jardín',
      'Mirador sobre {city}',
      'Excursión a pie cerca de {city}',
      'Jardín botánico',
    ],
    beach: ['Mañana en la playa', 'Paseo marítimo', 'Paseo en barco por la costa', 'Atardecer junto al mar'],
    nightlife: [
      'Local de música en vivo',
      'Bar en una azotea',
      'Noche en el barrio de bares',
      'Recorrido nocturno por {city}',
    ],
    shopping: [
      'Mercado de artesanía local',
      'Calle comercial principal',
      'Tiendas de diseño',
      'Búsqueda de recuerdos',
    ],
    relax: [
      'Desayuno sin prisa en un café',
      'Spa o termas',
      'Tarde libre para descansar',
      'Pícnic en un parque tranquilo',
    ],
    general: [
      'Explorar el barrio del alojamiento',
      'Recorrido panorámico por {city}',
      'Lugares emblemáticos de {city}',
      'Cafés locales',
    ],
  },
  arrival: 'Llegada e instalación',
  arrivalNote: 'Día de llegada: planifica poco.',
  checkIn: 'Registro: {name}',
  departure: 'Hacer las maletas, salida y partida',
  departureNote: 'Día de salida: deja tiempo para el regreso.',
  flight: 'Vuelo {from} → {to}',
  tour: 'Excursión: {name}',
  suggestedFor: 'Elegido por: {theme}.',
  groups: {
    documents: 'Documentos',
    clothing: 'Ropa',
    electronics: 'Electrónica',
    money: 'Dinero',
    health: 'Salud e higiene',
    bookings: 'Reservas',
  },
  items: {
    passport: 'Pasaporte (vigente más de 6 meses)',
    visa: 'Revisar visado o requisitos de entrada {toCountry}',
    id: 'Documento de identidad o licencia de conducir',
    insurance: 'Seguro de viaje',
    tickets: 'Tarjetas de embarque',
    confirmations: 'Confirmaciones de reserva',
    coat: 'Abrigo de invierno',
    gloves: 'Guantes, bufanda y gorro',
    thermal: 'Ropa térmica',
    boots: 'Botas impermeables',
    light: 'Ropa ligera',
    sunglasses: 'Gafas de sol',
    sunscreen: 'Protector solar',
    swimwear: 'Traje de baño',
    hat: 'Sombrero',
    jacket: 'Chaqueta ligera',
    layers: 'Capas para el tiempo cambiante',
    umbrella: 'Paraguas compacto',
    outfits: 'Ropa para {count} {count|día|días}',
    shoes: 'Zapatos cómodos para caminar',
    laundry: 'Bolsa para ropa sucia (viaje largo)',
    charger: 'Cargador del teléfono',
    powerbank: 'Batería externa',
    adapter: 'Adaptador de enchufe para los tipos {plugs}',
    cards: 'Tarjetas (avisa a tu banco del viaje)',
    cash: 'Algo de efectivo en {currency}',
    cashLocal: 'Algo de efectivo',
    medicines: 'Medicamentos personales',
    firstAid: 'Botiquín pequeño',
    toiletries: 'Artículos de aseo',
    repellent: 'Repelente de insectos',
    stay: 'Reserva: {name}',
    tourTicket: 'Entrada de la excursión: {name}',
  },
  tips: {
    transport: [
      'Compra un abono de transporte en {city} si lo usarás varias veces al día.',
      'Descarga el mapa de {city} para usarlo sin conexión.',
    ],
    money: [
      'La moneda local es {currency}; en los datáfonos paga en ella y no en tu moneda.',
      'Lleva algo de efectivo para tiendas pequeñas y propinas.',
    ],
    safety: [
      'Guarda copias de tus documentos separadas de los originales.',
      'Cuida tus pertenencias en lugares concurridos y en el transporte público.',
    ],
    culture: [
      'Aprende unas palabras en {languages}: un saludo y un gracias ayudan mucho.',
      'Consulta los días de apertura de museos y tiendas: muchos cierran un día a la semana.',
    ],
    food: [
      'Come donde hacen fila los locales y prueba el plato típico de {city}.',
      'El menú del almuerzo suele costar menos que la cena en el mismo lugar.',
    ],
    health: [
      'Bebe agua y descansa después del viaje.',
      'Lleva las recetas de tus medicamentos en su envase original.',
    ],
  },
  country: {
    emergency: 'Emergencias {inCountry}: {number}.',
    emergencySplit: 'Emergencias {inCountry}: policía {police}, ambulancia {ambulance}, bomberos {fire}.',
    emergencySplitShared: 'Emergencias {inCountry}: policía {police}, ambulancia y bomberos {ambulance}.',
    plugs: 'Enchufes {inCountry}: tipos {plugs}. Lleva un adaptador si los tuyos son de otro tipo.',
    plugsVoltage:
      'Enchufes {inCountry}: tipos {plugs}, {voltage}. Lleva un adaptador si los tuyos son de otro tipo.',
    plugsMixedVoltage:
      'Enchufes {inCountry}: tipos {plugs}; el voltaje es de 127 V o 220 V según la ciudad: revisa tus aparatos.',
    currency:
      'Moneda {inCountry}: {currencyName} ({currency}). En los datáfonos, paga en la moneda local y no en la tuya.',
    tipping: {
      none: 'La propina no es costumbre {inCountry}.',
      'service-charge':
        '{InCountry}, los restaurantes suelen incluir un cargo por servicio en la cuenta: revísalo antes de dejar más.',
      'ten-percent': '{InCountry}, se acostumbra dejar cerca de un 10 % de propina en los restaurantes.',
      optional:
        '{InCountry}, la propina es opcional: redondear la cuenta o dejar entre un 5 % y un 10 % por un buen servicio es lo habitual.',
      expected:
        '{InCountry}, se espera una propina del 15 % al 20 % en los restaurantes con servicio de mesa.',
    },
    entry: {
      schengen:
        '{InCountry} rige la regla del espacio Schengen: quien entra sin visado puede quedarse hasta 90 días cada 180, sumando todos los países del espacio.',
      us: 'Para entrar a Estados Unidos, quien viene de un país del Visa Waiver Program necesita un ESTA aprobado antes del vuelo; los demás necesitan visado.',
      ca: 'Para volar a Canadá, quien está exento de visado necesita una eTA; los demás necesitan visado.',
      uk: 'Para entrar al Reino Unido, quien no necesita visado debe tramitar una ETA (autorización electrónica de viaje) antes de viajar.',
      au: 'Para entrar a Australia, todo visitante necesita visado o una autorización electrónica (ETA o eVisitor) antes de viajar.',
      mercosur:
        'Los ciudadanos del Mercosur y de los países asociados entran {toCountry} con un documento de identidad vigente, sin pasaporte.',
    },
  },
  placeFact: '{name}: {fact}',
  cost: {
    lodging: 'Alojamiento por {nights} {nights|noche|noches}',
    lodgingBooked: 'Alojamiento reservado para {booked} {booked|noche|noches}',
    lodgingPartly:
      'Alojamiento reservado para {booked} {booked|noche|noches}, más {nights} {nights|noche|noches} por reservar',
    food: 'Comidas por {days} {days|día|días}',
    transportation: 'Transporte local',
    transportationFlights: 'Transporte local, más {count} {count|vuelo reservado|vuelos reservados}',
    activities: 'Excursiones y entradas',
    activitiesBooked: 'Excursiones y entradas, {count} ya {count|reservada|reservadas}',
    shopping: 'Recuerdos y compras',
    other: 'Extras e imprevistos',
  },
};

export const THEME_NAMES: Record<Language, Record<Theme | 'general', string>> = {
  en: {
    culture: 'culture',
    food: 'food',
    nature: 'nature',
    beach: 'beach',
    nightlife: 'nightlife',
    shopping: 'shopping',
    relax: 'rest',
    general: 'sightseeing',
  },
  pt: {
    culture: 'cultura',
    food: 'gastronomia',
    nature: 'natureza',
    beach: 'praia',
    nightlife: 'vida noturna',
    shopping: 'compras',
    relax: 'descanso',
    general: 'passeios',
  },
  es: {
    culture: 'cultura',
    food: 'gastronomía',
    nature: 'naturaleza',
    beach: 'playa',
    nightlife: 'vida nocturna',
    shopping: 'compras',
    relax: 'descanso',
    general: 'paseos',
  },
};

export const TEXTS: Record<Language, Texts> = { en, pt, es };

/**
 * Fills `{name}` with its value, and `{count|one|other}` with the word that agrees with the count
 * ("1 dia", "2 dias").
 */
export const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)(?:\|([^|}]*)\|([^|}]*))?\}/g, (_, key: string, one?: string, other?: string) =>
    one === undefined ? String(values[key] ?? '') : Number(values[key]) === 1 ? one : (other ?? ''),
  );

// ---- Place names inside sentences: "na Itália", "no Rio de Janeiro", "al Reino Unido" ----

/** Portuguese country names said without an article ("em Portugal", "em Cuba"). */
// prettier-ignore
const PT_NO_ARTICLE = new Set([
  'PT', 'CU', 'IL', 'AO', 'MZ', 'CV', 'ST', 'TL', 'SG', 'MT', 'MC', 'AD', 'SM', 'HK', 'MO', 'PR', 'TW',
  'HN', 'OM', 'MG', 'AW', 'CW', 'BB', 'TT', 'LC', 'GD', 'DM', 'KN', 'VC', 'AG', 'GI', 'LI', 'CY', 'ME',
  'SV', 'FJ', 'TO', 'WS', 'VU', 'KI', 'TV', 'NR', 'PW', 'GH', 'MM', 'DJ', 'BN', 'JE', 'GG', 'IM', 'MU',
  'BZ', 'GP',
]);
/** Portuguese names that go against the rule "ends in -a: feminine" or are plural. */
// prettier-ignore
const PT_ARTICLE: Record<string, 'o' | 'a' | 'os' | 'as'> = {
  US: 'os', NL: 'os', AE: 'os', CM: 'os', PH: 'as', BS: 'as', MV: 'as', SC: 'as', KM: 'as', BM: 'as',
  KE: 'o', KH: 'o', GN: 'a', GW: 'a', GQ: 'a', RE: 'a',
};
/** Spanish country names that take an article ("al Reino Unido", "a los Países Bajos"). */
const ES_ARTICLE: Record<string, 'el' | 'la' | 'los' | 'las'> = {
  GB: 'el',
  NL: 'los',
  AE: 'los',
  DO: 'la',
  CF: 'la',
  BS: 'las',
};
/** English country names said with "the". */
const EN_THE = new Set(['US', 'GB', 'NL', 'AE', 'PH', 'BS', 'MV', 'DO', 'CF', 'KM', 'GM']);
/** Names for places whose CLDR name carries a qualifier ("Hong Kong, RAE da China"). */
const SHORT_NAMES: Record<string, Record<Language, string>> = {
  HK: { pt: 'Hong Kong', en: 'Hong Kong', es: 'Hong Kong' },
  MO: { pt: 'Macau', en: 'Macao', es: 'Macao' },
};

/** Cities whose Portuguese name takes an article ("no Rio de Janeiro", "do Porto", "pelo Cairo"). */
const PT_CITY_ARTICLE: Record<string, 'o' | 'a'> = {
  'rio de janeiro': 'o',
  rio: 'o',
  porto: 'o',
  cairo: 'o',
  recife: 'o',
  funchal: 'o',
  algarve: 'o',
  havre: 'o',
};

const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();

function ptArticle(code: string, name: string): '' | 'o' | 'a' | 'os' | 'as' {
  if (PT_NO_ARTICLE.has(code)) return '';
  const fixed = PT_ARTICLE[code];
  if (fixed) return fixed;
  if (/^ilhas\b/i.test(name)) return 'as';
  if (/^cidade\b/i.test(name)) return 'a';
  // The head noun is the first word: "Coreia do Sul", "Nova Zelândia", "Reino Unido".
  const head = name.split(/[\s-]/)[0] ?? name;
  return /a$/.test(head) ? 'a' : 'o';
}

const PT_IN = { '': 'em', o: 'no', a: 'na', os: 'nos', as: 'nas' } as const;
const PT_OF = { '': 'de', o: 'do', a: 'da', os: 'dos', as: 'das' } as const;
const PT_THROUGH = { '': 'por', o: 'pelo', a: 'pela', os: 'pelos', as: 'pelas' } as const;
const ES_TO = { el: 'al', la: 'a la', los: 'a los', las: 'a las' } as const;

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * A country's name as the planner's sentences need it: alone (`country`: "the United States" after
 * "for"), after "in" (`inCountry`, `InCountry` to start a sentence) and after "to" (`toCountry`).
 */
export function countryPhrases(code: string, name: string, language: Language) {
  const key = code.toUpperCase();
  const short = SHORT_NAMES[key]?.[language] ?? name;
  let phrases: { country: string; inCountry: string; toCountry: string };
  if (language === 'pt') {
    const article = ptArticle(key, short);
    phrases = {
      country: short,
      inCountry: `${PT_IN[article]} ${short}`,
      toCountry: `${PT_IN[article]} ${short}`,
    };
  } else if (language === 'es') {
    const article = ES_ARTICLE[key];
    phrases = {
      country: short,
      inCountry: `en ${article ? `${article} ` : ''}${short}`,
      toCountry: article ? `${ES_TO[article]} ${short}` : `a ${short}`,
    };
  } else {
    const named = EN_THE.has(key) || /\bIslands$/.test(short) ? `the ${short}` : short;
    phrases = { country: named, inCountry: `in ${named}`, toCountry: `to ${named}` };
  }
  return { ...phrases, InCountry: capitalize(phrases.inCountry) };
}

/** A city's name after "in", "of" and "through": Portuguese joins them to its article ("no Porto"). */
export function cityPhrases(city: string, language: Language) {
  if (language === 'pt') {
    const article = /^cidade d/i.test(city) ? 'a' : (PT_CITY_ARTICLE[plain(city)] ?? '');
    return {
      city,
      inCity: `${PT_IN[article]} ${city}`,
      ofCity: `${PT_OF[article]} ${city}`,
      throughCity: `${PT_THROUGH[article]} ${city}`,
    };
  }
  if (language === 'es')
    return { city, inCity: `en ${city}`, ofCity: `de ${city}`, throughCity: `por ${city}` };
  return { city, inCity: `in ${city}`, ofCity: `of ${city}`, throughCity: `around ${city}` };
}
