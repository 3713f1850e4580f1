import { z } from 'zod';
import { CampaignRequestSchema } from '../campaigns/schema';

/**
 * The Planner screen's form, on the rules `POST /api/campaigns` applies (CampaignRequestSchema):
 * the numbers come from selects as text, and the brand is the one picked (null: the account's
 * default, which the server applies when none is sent). Its output is the body the screen sends.
 */
const shape = CampaignRequestSchema.shape;

const wholeNumber = (rule: z.ZodType<number, number>) =>
  z
    .string()
    .transform((text) => (text.trim() === '' ? Number.NaN : Number(text)))
    .pipe(rule);

export const PlannerFormSchema = z
  .object({
    text: shape.text,
    startDate: shape.startDate,
    days: wholeNumber(shape.days),
    postsPerDay: wholeNumber(shape.postsPerDay.unwrap()),
    networks: shape.networks,
    language: shape.language.unwrap(),
    brandId: z.string().nullable(),
    /** A link read and shown on the screen (LinkField), or null. */
    link: z.string().nullable(),
  })
  // The brief may be empty next to a link, as the server allows.
  .refine((values) => values.text !== '' || values.link !== null, {
    error: 'captions.validation.textRequired',
    path: ['text'],
  })
  .transform(({ brandId, link, ...request }) => ({
    ...request,
    ...(brandId ? { brandId } : {}),
    ...(link ? { link } : {}),
  }));

export type PlannerFormValues = z.input<typeof PlannerFormSchema>;
