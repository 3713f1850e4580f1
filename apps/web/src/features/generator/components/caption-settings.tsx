import {
  formatsFor,
  type GatingCode,
  isLanguage,
  LANGUAGES,
  type Language,
  LENGTH_IDS,
  MAX_VARIANTS,
  MIN_VARIANTS,
  POST_TYPE_IDS,
  STYLE_IDS,
} from '@captia/shared';
import { inputClasses } from '#web/components/ui/input-classes.ts';
import { useTranslation } from '#web/lib/translator.ts';
import type { GeneratorForm } from '../form';
import { FieldLabel } from './field-label';
import { OptionGroup } from './option-group';
import { Switch } from './switch';

/** The variant counts a request may ask for. */
const VARIANT_COUNTS = Array.from({ length: MAX_VARIANTS - MIN_VARIANTS + 1 }, (_, i) => MIN_VARIANTS + i);

/**
 * The generator's caption settings: post type, style, length, variants, language, extras and format.
 * What the plan does not include is locked, described by the plan hint (`lockedHintId`).
 */
export function CaptionSettings({
  id,
  form,
  language,
  lockedHintId,
  locks,
  onChange,
}: {
  /** The form's id for a part (the ids of the form's `useId`). */
  id: (name: string) => string;
  form: GeneratorForm;
  /** The interface language: the caption language until the user picks one. */
  language: Language;
  lockedHintId: string;
  /** Whether choosing `patch` would break the plan's rule `code`. */
  locks: (patch: Partial<GeneratorForm>, code: GatingCode) => boolean;
  onChange: (patch: Partial<GeneratorForm>) => void;
}) {
  const { t } = useTranslation();
  const selects = [
    {
      name: 'postType',
      values: POST_TYPE_IDS,
      label: 'postTypes',
      value: form.postType,
      set: (postType: string) => onChange({ postType: postType as GeneratorForm['postType'] }),
    },
    {
      name: 'style',
      values: STYLE_IDS,
      label: 'styles',
      value: form.style,
      set: (style: string) => onChange({ style: style as GeneratorForm['style'] }),
    },
    {
      name: 'language',
      values: LANGUAGES,
      label: 'languages',
      value: form.language ?? language,
      set: (value: string) => isLanguage(value) && onChange({ language: value }),
    },
  ] as const;
  const renderSelect = ({ name, values, label, value, set }: (typeof selects)[number]) => (
    <div key={name}>
      <FieldLabel htmlFor={id(name)} label={t(`generator.${name}`)} hint={t(`generator.${name}Hint`)} />
      <select
        id={id(name)}
        value={value}
        onChange={(event) => set(event.target.value)}
        className={inputClasses}
      >
        {values.map((option) => (
          <option key={option} value={option}>
            {t(`captions.${label}.${option}`)}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <div className="grid gap-x-4 gap-y-5 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <FieldLabel id={id('format-label')} label={t('generator.format')} hint={t('generator.formatHint')} />
        <div className="flex flex-wrap items-center gap-x-5 gap-y-3">
          <OptionGroup
            name={id('format')}
            labelId={id('format-label')}
            value={form.format}
            lockedHintId={lockedHintId}
            onChange={(format) => onChange({ format })}
            // Only what every chosen network takes: the server's own rule (formatsFor).
            options={formatsFor(form.networks).map((value) => ({
              value,
              label: t(`generator.formats.${value}`),
              locked: false,
            }))}
          />
          {form.format === 'thread' && (
            <Switch
              label={t('generator.numbering')}
              checked={form.numbering}
              locked={false}
              lockedHintId={lockedHintId}
              onChange={(numbering) => onChange({ numbering })}
            />
          )}
        </div>
      </div>
      {selects.slice(0, 2).map(renderSelect)}
      <div>
        <FieldLabel id={id('length-label')} label={t('generator.length')} hint={t('generator.lengthHint')} />
        <OptionGroup
          name={id('length')}
          labelId={id('length-label')}
          value={form.length}
          lockedHintId={lockedHintId}
          onChange={(length) => onChange({ length })}
          options={LENGTH_IDS.map((value) => ({
            value,
            label: t(`captions.lengths.${value}`),
            locked: locks({ length: value }, 'plan_long_text'),
          }))}
        />
      </div>
      <div>
        <FieldLabel
          id={id('variants-label')}
          label={t('generator.variants')}
          hint={t('generator.variantsHint')}
        />
        <OptionGroup
          name={id('variants')}
          labelId={id('variants-label')}
          value={form.variants}
          lockedHintId={lockedHintId}
          onChange={(variants) => onChange({ variants })}
          options={VARIANT_COUNTS.map((value) => ({
            value,
            label: String(value),
            locked: locks({ variants: value }, 'plan_variant_limit'),
          }))}
        />
      </div>
      {selects.slice(2).map(renderSelect)}
      <div>
        <FieldLabel id={id('extras-label')} label={t('generator.extras')} hint={t('generator.extrasHint')} />
        <fieldset
          aria-labelledby={id('extras-label')}
          className="flex min-w-0 flex-wrap gap-x-5 gap-y-2 py-1.5"
        >
          <Switch
            label={t('generator.emojis')}
            checked={form.emojis}
            locked={locks({ emojis: true }, 'plan_emojis')}
            lockedHintId={lockedHintId}
            onChange={(emojis) => onChange({ emojis })}
          />
          <Switch
            label={t('generator.hashtags')}
            checked={form.hashtags}
            locked={locks({ hashtags: true }, 'plan_hashtags')}
            lockedHintId={lockedHintId}
            onChange={(hashtags) => onChange({ hashtags })}
          />
        </fieldset>
      </div>
    </div>
  );
}
