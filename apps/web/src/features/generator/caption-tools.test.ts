import { describe, expect, it } from 'vitest';
import { hashtagsOf, withoutHashtags } from './caption-tools';
import { mayHaveHashtags } from './copy';

const caption = 'Nosso café gelado chegou! #Café é vida.\nVenha no sábado.\n\n#CaféGelado #Promo #café';

describe('hashtag copy options', () => {
  it('copies the caption without its hashtags, mending lines and punctuation', () => {
    expect(withoutHashtags(caption)).toBe('Nosso café gelado chegou! é vida.\nVenha no sábado.');
    expect(withoutHashtags('Sale today #deal!')).toBe('Sale today!');
    expect(withoutHashtags('No tags, 100% #1 fan')).toBe('No tags, 100% #1 fan');
  });

  it('copies the hashtags alone, each once, for a first comment', () => {
    expect(hashtagsOf(caption)).toBe('#Café #CaféGelado #Promo');
    expect(hashtagsOf('Nothing here')).toBe('');
  });

  it('offers the options only when the caption seems to carry a hashtag', () => {
    expect(mayHaveHashtags(caption)).toBe(true);
    expect(mayHaveHashtags('#start of a line')).toBe(true);
    expect(mayHaveHashtags('Price: US$5, item#3, &#39;')).toBe(false);
  });
});
