import { describe, expect, it } from 'vitest';
import { webAppManifest } from './manifest';

describe('webAppManifest', () => {
  it('speaks the language it is asked for, in its direction', () => {
    expect(webAppManifest('ku')).toMatchObject({ short_name: 'دوکان', lang: 'ku', dir: 'rtl' });
    expect(webAppManifest('ar')).toMatchObject({ short_name: 'دكان', lang: 'ar', dir: 'rtl' });
    expect(webAppManifest('en')).toMatchObject({ short_name: 'Dukan', name: 'Dukan — online shop', dir: 'ltr' });
  });

  it('installs as a standalone app from the root with the brand colour and PNG icons', () => {
    const manifest = webAppManifest('en');
    expect(manifest).toMatchObject({ start_url: '/', scope: '/', id: '/', display: 'standalone' });
    expect(manifest.theme_color).toBe('#0b6254');
    expect(manifest.icons).toEqual([
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ]);
  });
});
