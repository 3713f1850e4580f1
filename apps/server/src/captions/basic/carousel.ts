import {
  type BrandVoice,
  type CaptionDraft,
  type ResolvedCaptionRequest,
  slidesFromText,
  splitClosingTags,
} from '@captia/shared';
import { generateBasicCaptions, generateBasicDrafts } from './generator';

/**
 * A carousel written offline: the caption as for a single post, and the slides from the long
 * version of the same caption, a sentence or two each (the rules bound them afterwards).
 */
export function carouselDrafts(request: ResolvedCaptionRequest, brand: BrandVoice | null): CaptionDraft[] {
  const captions = generateBasicCaptions(request, brand);
  const long = generateBasicDrafts({ ...request, length: 'long', hashtags: false }, brand, { whole: true });
  return captions.map((caption, index) => {
    const text = long[index]?.text ?? caption.text;
    const slides = slidesFromText(splitClosingTags(text).body);
    return {
      network: caption.network,
      variant: caption.variant,
      text: caption.text,
      ...(slides && { slides }),
    };
  });
}
