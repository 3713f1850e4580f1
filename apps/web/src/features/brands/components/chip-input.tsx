import { addBrandListItems, type BrandListAdd, hasBrandListSeparator } from '@captia/shared';
import { X } from 'lucide-react';
import { type KeyboardEvent, useRef } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { inputClasses } from '#web/components/ui/input-classes.ts';
import { cn } from '#web/lib/cn.ts';
import { useTranslation } from '#web/lib/translator.ts';
import { type ListField, removeItem } from '../form';
import { Counter } from './counter';

/**
 * A list typed one item at a time (words to avoid, hashtags): Enter, a comma (for hashtags a
 * space too) or the Add button turns what is typed into a chip; each chip has its own remove
 * button. A refused item stays in the field with the reason, announced politely.
 */
export function ChipInput({
  id,
  field,
  label,
  hint,
  items,
  text,
  error,
  max,
  onChange,
}: {
  id: string;
  field: ListField;
  label: string;
  hint: string;
  items: string[];
  text: string;
  /** Already translated. */
  error: string | undefined;
  max: number;
  onChange: (next: BrandListAdd) => void;
}) {
  const { t } = useTranslation();
  const inputRef = useRef<HTMLInputElement>(null);

  const add = (typed: string) => onChange(addBrandListItems(field, items, typed));
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      // Enter adds the item; it does not send the form.
      event.preventDefault();
      if (text.trim()) add(text);
    }
  };
  const onType = (value: string) => {
    if (!hasBrandListSeparator(field, value)) return onChange({ items, rest: value, error: null });
    // What comes after the last separator is still being typed.
    const cut = Math.max(
      ...[',', '\n', ...(field === 'hashtags' ? [' ', '\t'] : [])].map((s) => value.lastIndexOf(s)),
    );
    const result = addBrandListItems(field, items, value.slice(0, cut));
    const tail = value.slice(cut + 1).trimStart();
    onChange({
      ...result,
      rest: [result.rest, tail].filter(Boolean).join(field === 'hashtags' ? ' ' : ', '),
    });
  };

  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-foreground">
        {label}
      </label>
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {hint}
      </p>
      {items.length > 0 && (
        <ul aria-label={label} className="flex flex-wrap gap-1.5">
          {items.map((item, index) => (
            <li
              key={item}
              className="flex items-center gap-1 rounded-full border border-border bg-muted py-0.5 pr-0.5 pl-3 text-sm"
            >
              <span className="break-all">{item}</span>
              <button
                type="button"
                aria-label={t('brands.form.remove', { item })}
                onClick={() => {
                  onChange({ items: removeItem(items, index), rest: text, error: null });
                  inputRef.current?.focus();
                }}
                className="rounded-full p-1 text-muted-foreground hover:bg-background hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
              >
                <X className="size-3.5" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="flex gap-2">
        <input
          ref={inputRef}
          id={id}
          value={text}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={cn(`${id}-hint`, error && `${id}-error`, `${id}-count`)}
          onChange={(event) => onType(event.target.value)}
          onKeyDown={onKeyDown}
          className={cn(inputClasses, 'flex-1')}
        />
        <Button variant="secondary" disabled={!text.trim()} onClick={() => add(text)}>
          {t('brands.form.add')}
        </Button>
      </div>
      <div className="flex items-start justify-between gap-3">
        <p
          id={`${id}-error`}
          aria-live="polite"
          className="min-w-0 text-sm font-medium text-red-700 dark:text-red-400"
        >
          {error}
        </p>
        <Counter id={`${id}-count`} length={items.length} max={max} />
      </div>
    </div>
  );
}
