import { type BrandVoice, measureTraits, type ResolvedCaptionRequest } from '@captia/shared';
import { describe, expect, it } from 'vitest';
import { createCaptionService } from './captions.service';

const request: ResolvedCaptionRequest = {
  networks: ['instagram', 'x'],
  postType: 'product-promotion',
  style: 'friendly',
  length: 'long',
  variants: 2,
  emojis: true,
  hashtags: true,
  text: 'Our vanilla cold brew is back at the Brooklyn store.',
  language: 'en-US',
};

const samples = ['Fresh beans every Monday. Come by the shop.', 'Our new blend is in.'];
const brand: BrandVoice = {
  name: 'Bean There',
  description: '',
  audience: '',
  callToAction: 'Order on beanthere.example',
  wordsToAvoid: ['vanilla'],
  hashtags: ['#BeanThere'],
  samples,
  traits: measureTraits(samples),
};

describe('the caption service without an AI writer', () => {
  it("writes the basic captions in the request's brand voice", async () => {
    const result = await createCaptionService().generate(request, { language: 'en-US', brand });
    expect(result.source).toBe('basic');
    expect(result.captions).toHaveLength(4);
    for (const c of result.captions) {
      expect(c.text).toContain('Order on beanthere.example.');
      expect(c.text).toContain('#BeanThere');
      expect(c.text).not.toMatch(/vanilla/i);
      // The samples carry no emoji: neither do the captions, though the request allows them.
      expect(c.text).not.toMatch(/\p{Extended_Pictographic}/u);
    }
  });
});
