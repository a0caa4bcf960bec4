import type { ManifestOptions } from 'vite-plugin-pwa';

/** The brand's colours (favicon.svg, the theme's primary): the installed app's splash and title bar. */
export const THEME_COLOR = '#0B2545';
export const BACKGROUND_COLOR = '#0B2545';

/** The web app manifest (installability): written to dist/manifest.webmanifest by vite-plugin-pwa. */
export const webAppManifest: Partial<ManifestOptions> = {
  id: '/',
  name: 'Trilha',
  short_name: 'Trilha',
  description: 'Planeje suas viagens em um só lugar — e leve seus planos mesmo sem internet.',
  lang: 'pt-BR',
  dir: 'ltr',
  start_url: '/trips',
  scope: '/',
  display: 'standalone',
  orientation: 'any',
  theme_color: THEME_COLOR,
  background_color: BACKGROUND_COLOR,
  categories: ['travel', 'productivity'],
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
    { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
  screenshots: [
    {
      src: '/screenshots/trip-wide.png',
      sizes: '1280x800',
      type: 'image/png',
      form_factor: 'wide',
      label: 'Uma viagem com seus dias, voos, checklist e gastos',
    },
    {
      src: '/screenshots/trip-narrow.png',
      sizes: '360x740',
      type: 'image/png',
      form_factor: 'narrow',
      label: 'O roteiro do dia no celular, também sem internet',
    },
  ],
};
