import { describe, expect, it } from 'vitest';
import { statusUrl } from './mastodon';

describe('the address kept for a posted Mastodon status', () => {
  const instance = 'https://social.example';

  it('is the one the instance gave when it is a web page of that instance', () => {
    expect(statusUrl(instance, '1', 'https://social.example/@ana/1')).toBe('https://social.example/@ana/1');
  });

  it("is the instance's own page for the status otherwise: a script, another site, no address", () => {
    for (const given of [
      'javascript:alert(1)',
      'data:text/html,hi',
      'https://phishing.example/@ana/1',
      'https://social.example.evil.example/@ana/1',
      'http://social.example/@ana/1',
      'not a url',
      42,
      undefined,
    ])
      expect(statusUrl(instance, '1', given), String(given)).toBe('https://social.example/web/statuses/1');
  });

  it('never lets the id change the path', () => {
    expect(statusUrl(instance, '../admin?x', undefined)).toBe(
      'https://social.example/web/statuses/..%2Fadmin%3Fx',
    );
  });
});
