import type { AltText, BrandVoice, Caption, CaptionDraft, ResolvedCaptionRequest } from '@captia/shared';
import type { PageContent } from '../links';
import { altTextFor, applyRules, type BasicWriting, preview, writeBasic } from './engine';
import { arrangeRework, finishRework, type ReworkText, reworkOfflineCaption } from './rework/rework-text';

/**
 * The caption engine's worker task (docs/decisions/0047): every piece of its CPU work on text a
 * user or a model wrote, run in lib/cpu-pool.ts's threads under a deadline. engine-client.ts is
 * the typed way to call it.
 */
export type EngineTask =
  | { kind: 'basic'; writing: BasicWriting }
  | {
      kind: 'finish';
      writing: DraftsWriting;
      drafts: CaptionDraft[];
      /** A photo came with the request, and the model's alt text for it if it wrote one. */
      photo: boolean;
      altText: { altText: string; altTextShort?: string } | null;
    }
  | { kind: 'preview'; writing: DraftsWriting; draft: CaptionDraft }
  | { kind: 'rework-offline'; work: ReworkText }
  | { kind: 'rework-arrange'; work: ReworkText }
  | { kind: 'rework-finish'; work: ReworkText; text: string };

/** What a model's drafts are finished with: the request, the brand, the page they came from. */
export interface DraftsWriting {
  request: ResolvedCaptionRequest;
  brand: BrandVoice | null;
  source: PageContent | null;
}

export interface EngineResults {
  basic: { captions: Caption[]; alt: AltText | null };
  finish: { captions: Caption[]; alt: AltText | null };
  preview: string;
  'rework-offline': Caption;
  'rework-arrange': Caption;
  'rework-finish': Caption;
}

export default function runEngineTask(task: EngineTask): EngineResults[EngineTask['kind']] {
  switch (task.kind) {
    case 'basic':
      return writeBasic(task.writing);
    case 'finish': {
      const { request, brand, source } = task.writing;
      return {
        captions: applyRules(request, task.drafts, brand, source),
        alt: altTextFor(request, task.photo, task.altText),
      };
    }
    case 'preview': {
      const { request, brand, source } = task.writing;
      return preview(request, task.draft, brand, source);
    }
    case 'rework-offline':
      return reworkOfflineCaption(task.work);
    case 'rework-arrange':
      return arrangeRework(task.work);
    case 'rework-finish':
      return finishRework(task.text, task.work);
  }
}
