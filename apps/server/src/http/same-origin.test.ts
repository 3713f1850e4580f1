import { describe, expect, it } from 'vitest';
import { originPolicy } from './same-origin';

const unset = { PUBLIC_URL: 'http://localhost:3000', NODE_ENV: 'development', publicUrlIsDefault: true };

describe('the origins a write may come from (decision 0035)', () => {
  it('PUBLIC_URL unset: every loopback spelling of the port the request came to', () => {
    expect(originPolicy(unset).originsFor('http://127.0.0.1:3000/api/me')).toEqual([
      'http://localhost:3000',
      'http://127.0.0.1:3000',
      'http://[::1]:3000',
    ]);
    expect(originPolicy(unset).originsFor('http://[::1]:5173/api/me')).toContain('http://localhost:5173');
  });

  it('PUBLIC_URL unset: an IP literal the request came to', () => {
    expect(originPolicy(unset).originsFor('http://192.168.1.5:3000/api/me')).toEqual([
      'http://localhost:3000',
      'http://192.168.1.5:3000',
    ]);
    expect(originPolicy(unset).originsFor('http://[fd00::5]:3000/x')).toContain('http://[fd00::5]:3000');
    // The URL parser writes the odd IPv4 spellings as the browser's Origin does.
    expect(originPolicy(unset).originsFor('http://0xc0.168.1.5:3000/x')).toContain('http://192.168.1.5:3000');
  });

  it('PUBLIC_URL unset: never a DNS name, which a rebinding page controls', () => {
    for (const url of [
      'http://evil.example:3000/api/me',
      'http://captia.local:3000/api/me',
      'http://localhost.:3000/api/me',
      'http://app.localhost:3000/api/me',
    ]) {
      expect(originPolicy(unset).originsFor(url), url).toEqual(['http://localhost:3000']);
    }
  });

  it('PUBLIC_URL unset: plain http only, and nothing without a request', () => {
    expect(originPolicy(unset).originsFor('https://192.168.1.5:3000/x')).toEqual(['http://localhost:3000']);
    expect(originPolicy(unset).originsFor(undefined)).toEqual(['http://localhost:3000']);
    expect(originPolicy(unset).originsFor('not a url')).toEqual(['http://localhost:3000']);
  });

  it('PUBLIC_URL set, or production: its origin only', () => {
    const set = originPolicy({ ...unset, publicUrlIsDefault: false });
    const production = originPolicy({ ...unset, NODE_ENV: 'production' });
    for (const policy of [set, production]) {
      expect(policy.originsFor('http://127.0.0.1:3000/api/me')).toEqual(['http://localhost:3000']);
      expect(policy.originsFor('http://192.168.1.5:3000/api/me')).toEqual(['http://localhost:3000']);
      expect(policy.publicOrigin).toBe('http://localhost:3000');
    }
  });
});
