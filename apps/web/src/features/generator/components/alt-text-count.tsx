import { LengthCount } from '#web/components/form/length-count.tsx';

/** "123 / 1,000 characters" beside an alt text, red past the bound. */
export function AltTextCount({ id, length, max }: { id?: string; length: number; max: number }) {
  return <LengthCount id={id} length={length} max={max} messageKey="generator.altText.count" as="span" />;
}
