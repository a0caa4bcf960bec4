import { describe, expect, it } from 'vitest';
import { MESSAGES } from './constants/messages';
import { formalSpanish, formalSpanishTexts, textsOf } from './spanish-register';

describe('formalSpanish', () => {
  it.each([
    ['Inicie sesión para continuar.', 'inicie'],
    ['Introduzca un correo electrónico válido.', 'introduzca'],
    ['Algo salió mal. Inténtelo de nuevo.', 'inténtelo'],
    ['Haga clic aquí.', 'haga'],
    ['Seleccione una moneda', 'seleccione'],
    ['Verifique su conexión', 'verifique'],
    ['Su cuenta ha sido suspendida.', 'su'],
    ['Aquí están todos sus viajes.', 'sus'],
    ['Usted es el único administrador.', 'usted'],
    ['¿Olvidó su contraseña?', '¿olvidó'],
    ['{{by}} le invitó a unirse a {{agency}}.', 'le'],
    ['Asegúrese de guardar los cambios.', 'Asegúrese'],
    ['Suscríbase al calendario', 'Suscríbase'],
    ['Lo que pensáis gastar', 'pensáis'],
    ['Vuestro viaje', 'vuestro'],
  ])('flags «%s»', (text, marker) => {
    expect(formalSpanish(text)).toContain(marker);
  });

  it.each([
    'Inicia sesión para continuar.',
    'Ingresa un correo electrónico válido.',
    'Algo salió mal. Inténtalo de nuevo.',
    'Haz clic aquí.',
    'Selecciona una moneda',
    'Revisa tu conexión',
    'Tu cuenta ha sido suspendida.',
    'Aquí están todos tus viajes.',
    '{{by}} te invitó a unirte a {{agency}}.',
    'Asegúrate de guardar los cambios.',
    'Suscríbete a tu calendario',
    'Ingresa un importe como 120.50.',
    'El enlace de cierre se guarda con un toque.',
    'El vuelo y su billete se quitarán del viaje.',
    'Encuentra a cualquier persona por nombre o correo y gestiona su cuenta.',
    'Los usuarios de {{su}} aparecen aquí.',
    'Supongo que sube la suma.',
  ])('lets «%s» through', (text) => {
    expect(formalSpanish(text)).toEqual([]);
  });

  it('matches whole words in any case, accents included', () => {
    expect(formalSpanish('INTÉNTELO DE NUEVO')).toEqual(['inténtelo']);
    expect(formalSpanish('Usuarios y sucursales')).toEqual([]);
  });

  it('takes an allow-list of third-person phrases', () => {
    expect(formalSpanish('Pide a la persona su correo.')).toEqual(['su']);
    expect(formalSpanish('Pide a la persona su correo.', ['la persona su correo'])).toEqual([]);
  });
});

describe('textsOf', () => {
  it('walks records, arrays and templates, calling each template with a stand-in', () => {
    const table = {
      title: 'Hola',
      lines: ['uno', { deep: 'dos' }],
      greeting: (name: string) => `Hola, ${name}.`,
      count: (counts: { flights: number }) => `${counts.flights} vuelos`,
    };
    expect(textsOf(table)).toEqual([
      { path: 'title', text: 'Hola' },
      { path: 'lines[0]', text: 'uno' },
      { path: 'lines[1].deep', text: 'dos' },
      { path: 'greeting()', text: 'Hola, 1.' },
      { path: 'count()', text: 'x vuelos' },
    ]);
  });
});

describe('the shared message catalogue', () => {
  it('speaks Spanish as "tú"', () => {
    expect(formalSpanishTexts(MESSAGES.es)).toEqual([]);
  });
});
