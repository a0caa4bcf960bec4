import type { Language } from '@trilha/shared';

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
  cost: Record<'lodging' | 'food' | 'transportation' | 'activities' | 'shopping' | 'other', string>;
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
    outfits: 'Outfits for {count} days',
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
  cost: {
    lodging: 'Lodging for {nights} nights',
    food: 'Meals for {days} days',
    transportation: 'Local transport',
    activities: 'Tours and tickets',
    shopping: 'Souvenirs and shopping',
    other: 'Extras and contingency',
  },
};

const pt: Texts = {
  activities: {
    culture: [
      'Principal museu de {city}',
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
      'Mirante com vista de {city}',
      'Trilha perto de {city}',
      'Jardim botânico',
    ],
    beach: ['Manhã na praia', 'Passeio pela orla', 'Passeio de barco pela costa', 'Pôr do sol à beira-mar'],
    nightlife: [
      'Casa de música ao vivo',
      'Bar no terraço',
      'Noite no bairro dos bares',
      'Passeio noturno por {city}',
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
      'Passeio panorâmico por {city}',
      'Pontos turísticos de {city}',
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
    visa: 'Verificar visto ou regras de entrada em {country}',
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
    outfits: 'Roupas para {count} dias',
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
      'Compre um passe de transporte em {city} se for usar várias vezes por dia.',
      'Baixe o mapa de {city} para usar offline.',
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
      'Coma onde os moradores fazem fila e prove o prato típico de {city}.',
      'O menu do almoço costuma sair mais barato que o jantar no mesmo lugar.',
    ],
    health: [
      'Beba água e descanse depois da viagem.',
      'Leve as receitas dos seus remédios na embalagem original.',
    ],
  },
  cost: {
    lodging: 'Hospedagem por {nights} noites',
    food: 'Refeições por {days} dias',
    transportation: 'Transporte local',
    activities: 'Passeios e ingressos',
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
    visa: 'Revisar visado o requisitos de entrada a {country}',
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
    outfits: 'Ropa para {count} días',
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
  cost: {
    lodging: 'Alojamiento por {nights} noches',
    food: 'Comidas por {days} días',
    transportation: 'Transporte local',
    activities: 'Excursiones y entradas',
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

export const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''));
