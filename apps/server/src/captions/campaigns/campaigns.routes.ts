import {
  type CampaignImport,
  campaignsApi,
  captionRules,
  daysBetween,
  isCalendarDate,
  plannableDates,
  postRuleProblem,
  todayIn,
} from '@captia/shared';
import type { Context } from 'hono';
import { AppError } from '#server/http/errors.ts';
import { route } from '#server/http/route.ts';
import { type AppEnv, createRouter } from '#server/http/router.ts';
import { translator } from '#server/i18n.ts';
import type { CpuPool } from '#server/lib/cpu-pool.ts';
import { campaignPublications } from '#server/lib/post-publications.ts';
import { currentUser, requireUser } from '#server/lib/session.ts';
import type { WorkerTask } from '#server/lib/worker-pool.ts';
import { type LinkLimits, type LinkReader, readLinkLimited } from '#server/links';
import { campaignReviews } from '#server/review';
import type { CaptionService } from '../captions.service';
import { actorOf, workAnswer, workDepsOf } from '../delivery';
import {
  decodeCampaignCursor,
  deleteCampaign,
  findPost,
  getCampaign,
  listCampaigns,
  updatePost,
} from './campaigns.service';
import type { ExportFile } from './export';
import type { ExportTask } from './export.worker';
import { importFromBody } from './import-body';
import { parseImport } from './import-csv';
import { briefCampaignInput, type CampaignDeps, type CampaignPlanInput, planCampaign } from './plan-campaign';
import { campaignTitle, importSlots } from './slots';

/** The import route's body limit: a 1 MB CSV can double as a JSON string (quotes and line breaks escaped). */
export const IMPORT_BODY_BYTES = 3 * 1024 * 1024;

/** `/api/campaigns`: the planner (docs/product.md, Planner). Another account's ids are a 404. */
/** The export's task module (an entry of apps/server/build.mjs). */
const EXPORT_TASK: WorkerTask = { entry: 'export.worker', source: 'captions/campaigns/export.worker.ts' };

export function campaignsRoutes(deps: {
  service: CaptionService;
  links: LinkReader;
  linkLimits: LinkLimits;
  /** The text-work pool: exports are built there (docs/decisions/0047). */
  pool: CpuPool;
}) {
  const campaignDeps = (c: Context<AppEnv>): CampaignDeps => ({
    ...workDepsOf(c),
    service: deps.service,
    readLink: (actor, url) => readLinkLimited(c.get('db'), deps.links, deps.linkLimits, actor, url),
  });
  /** One post per CSV row, however the CSV came (JSON, a CSV body, a form's file). */
  const runImport = (c: Context<AppEnv>, body: CampaignImport) => {
    const slots = importSlots(parseImport(body.csv));
    const first = slots[0];
    const last = slots[slots.length - 1];
    if (!first || !last) throw new AppError(400, 'import_invalid', { messageKey: 'planner.import.empty' });
    const perDay = new Map<string, number>();
    for (const slot of slots) perDay.set(slot.date, (perDay.get(slot.date) ?? 0) + 1);
    const input: CampaignPlanInput = {
      slots,
      basics: {
        title: campaignTitle(first.brief),
        brief: first.brief,
        startDate: first.date,
        days: daysBetween(first.date, last.date) + 1,
        postsPerDay: Math.max(...perDay.values()),
        brandId: body.brandId ?? null,
      },
      asked: { ...body, language: body.language ?? c.get('language') },
      dateError: (slot) =>
        new AppError(400, 'import_invalid', {
          messageKey: 'planner.import.dateOutOfRange',
          values: { row: slot.row ?? slot.index + 2 },
        }),
    };
    const { events, answer } = workAnswer(c);
    return answer(planCampaign(campaignDeps(c), actorOf(c, deps.linkLimits.trustProxy), input, events), 201);
  };
  return createRouter()
    .openapi(route(campaignsApi.create, requireUser), (c) => {
      const input = briefCampaignInput(c.req.valid('json'), c.get('language'));
      const { events, answer } = workAnswer(c);
      return answer(
        planCampaign(campaignDeps(c), actorOf(c, deps.linkLimits.trustProxy), input, events),
        201,
      );
    })
    .openapi(
      route(campaignsApi.import, requireUser, async (c, next) => {
        // A CSV body or a form is read (and answered) before the route's JSON validator, which
        // would see neither; a JSON body goes on to it.
        const body = await importFromBody(c);
        return body ? runImport(c, body) : next();
      }),
      // The library types a body from all its media types at once, so with the form's (not a
      // zod schema) it types none; what its JSON validator kept is CampaignImportSchema's output.
      (c) => runImport(c, (c.req as unknown as { valid(target: 'json'): CampaignImport }).valid('json')),
    )
    .openapi(route(campaignsApi.list, requireUser), async (c) => {
      const { cursor } = c.req.valid('query');
      const before = cursor ? decodeCampaignCursor(cursor) : null;
      if (cursor && before === null)
        throw new AppError(400, 'bad_request', { messageKey: 'validation.invalidCursor' });
      c.header('Cache-Control', 'no-store');
      return c.json(await listCampaigns(c.get('db'), currentUser(c).id, before), 200);
    })
    .openapi(route(campaignsApi.read, requireUser), async (c) => {
      const db = c.get('db');
      const userId = currentUser(c).id;
      const campaign = await getCampaign(db, userId, c.req.valid('param').id);
      if (!campaign) throw new AppError(404, 'not_found');
      const published = await campaignPublications(db, userId, campaign.id, c.get('language'));
      const reviews = await campaignReviews(db, campaign.id);
      c.header('Cache-Control', 'no-store');
      return c.json(
        {
          ...campaign,
          posts: campaign.posts.map((post) => ({
            ...post,
            publication: published.get(post.id) ?? null,
            review: reviews.get(post.id) ?? { state: 'pending' as const, comments: [] },
          })),
        },
        200,
      );
    })
    .openapi(route(campaignsApi.updatePost, requireUser), async (c) => {
      const db = c.get('db');
      const { id, postId } = c.req.valid('param');
      const patch = c.req.valid('json');
      const found = await findPost(db, currentUser(c).id, id, postId);
      if (!found) throw new AppError(404, 'not_found');
      const { post, campaign } = found;
      if (patch.text !== undefined) {
        const problem = postRuleProblem(patch.text, post.network, captionRules(campaign));
        if (problem) {
          const t = translator(c.get('language'));
          throw new AppError(400, 'post_rule_broken', {
            messageKey: `planner.rules.${problem.key}`,
            values: { ...problem.values, network: t(`captions.networks.${post.network}`) },
          });
        }
      }
      if (patch.date !== undefined && patch.date !== post.date) {
        // A post moves to a day from today (in the campaign's time zone) up to a year ahead.
        const { min, max } = plannableDates(todayIn(campaign.timezone));
        if (!isCalendarDate(patch.date) || patch.date < min || patch.date > max)
          throw new AppError(400, 'bad_request', { messageKey: 'planner.validation.dateOutOfRange' });
      }
      const saved = await updatePost(db, postId, id, patch);
      if (!saved) throw new AppError(404, 'not_found');
      return c.json(saved, 200);
    })
    .openapi(route(campaignsApi.remove, requireUser), async (c) => {
      if (!(await deleteCampaign(c.get('db'), currentUser(c).id, c.req.valid('param').id)))
        throw new AppError(404, 'not_found');
      return c.body(null, 204);
    })
    .openapi(route(campaignsApi.export, requireUser), async (c) => {
      const db = c.get('db');
      const { id } = c.req.valid('param');
      const { format, network } = c.req.valid('query');
      const campaign = await getCampaign(db, currentUser(c).id, id);
      if (!campaign) throw new AppError(404, 'not_found');
      // Hootsuite's composer takes one network per file.
      if (format === 'hootsuite' && !network && campaign.networks.length > 1)
        throw new AppError(400, 'bad_request', { messageKey: 'planner.validation.exportNetworkRequired' });
      // Built in the text-work pool (its libraries load there, never on this thread; 0047).
      const file = await deps.pool.run<ExportTask, ExportFile>(EXPORT_TASK, {
        campaign,
        format,
        network,
        language: c.get('language'),
      });
      c.header('Cache-Control', 'no-store');
      c.header('Content-Type', file.contentType);
      c.header('Content-Disposition', `attachment; filename="${file.filename}"`);
      return c.body(file.body, 200);
    });
}
