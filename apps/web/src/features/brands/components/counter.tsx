import { LengthCount } from '#web/components/form/length-count.tsx';

/** "12 / 80" under a field: characters typed, or items listed, against the shared bound. */
export function Counter({ id, length, max }: { id: string; length: number; max: number }) {
  return (
    <LengthCount id={id} length={length} max={max} messageKey="brands.form.counter" className="shrink-0" />
  );
}
