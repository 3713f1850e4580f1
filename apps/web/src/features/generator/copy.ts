import { toast } from 'sonner';
import { translator } from '#web/lib/translator.ts';

/** Puts text on the clipboard and says so (or that it failed) in a toast. */
export async function copyText(text: string, done = 'generator.results.copied') {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(translator.t(done));
  } catch {
    toast.error(translator.t('generator.results.copyFailed'));
  }
}

/** A quick look for a hashtag, to offer the hashtag copy options (the exact parse loads with them). */
export const mayHaveHashtags = (text: string) => /(^|[^\p{L}\p{N}_&])[#＃][\p{L}\p{M}\p{N}_]/u.test(text);

let tools: typeof import('./caption-tools') | undefined;
/** The hashtag tools (twitter-text), loaded when a copy menu opens so a pick copies at once. */
export function loadCaptionTools() {
  return tools ? Promise.resolve(tools) : import('./caption-tools').then((loaded) => (tools = loaded));
}
