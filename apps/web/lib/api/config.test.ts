import { describe, expect, it } from 'vitest';
import { browserBaseUrls, serverBaseUrls } from './config';

describe('base URLs', () => {
  it('default to same-origin paths in the browser and the local API on the server', () => {
    expect(browserBaseUrls({})).toEqual({ main: '/api', auth: '/auth', search: '/search' });
    expect(serverBaseUrls({})).toEqual({
      main: 'http://127.0.0.1:4000/api',
      auth: 'http://127.0.0.1:4000/auth',
      search: 'http://127.0.0.1:4000/search',
    });
  });

  it('follow API_PORT, API_INTERNAL_URL and absolute overrides', () => {
    expect(serverBaseUrls({ API_PORT: '4100' }).main).toBe('http://127.0.0.1:4100/api');
    const env = {
      API_INTERNAL_URL: 'http://api.internal:9000/',
      SEARCH_URL: 'https://search.example.com/',
      MAIN_API_URL: '/api',
    };
    expect(serverBaseUrls(env)).toEqual({
      main: 'http://api.internal:9000/api',
      auth: 'http://api.internal:9000/auth',
      search: 'https://search.example.com',
    });
    expect(browserBaseUrls(env).search).toBe('https://search.example.com');
  });
});
