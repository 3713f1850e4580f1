/*
 * The captions area as other areas use it: the three counted flows — a generation, a rework and
 * a campaign — as plain functions of an Actor, their input and WorkEvents (docs/decisions/0052),
 * the inputs built from a validated request as the routes build them, and the account's
 * campaigns read back. Another caller (the MCP server) runs exactly these: there is no second
 * path to the quota. Other areas import from here (`../captions`), never from a file inside;
 * only app.ts mounts the *.routes.ts files (docs/decisions/0053).
 */
export { decodeCampaignCursor, getCampaign, listCampaigns } from './campaigns/campaigns.service';
export { briefCampaignInput, type CampaignDeps, planCampaign } from './campaigns/plan-campaign';
export type { CaptionService } from './captions.service';
export type { Actor, WorkDeps, WorkEvent, WorkEvents } from './counted-work';
export { type GenerationDeps, generate, generationInput } from './generate';
export { rework } from './rework/rework';
export type { ReworkService } from './rework/rework.service';
