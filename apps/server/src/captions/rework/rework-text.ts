import {
  type BrandVoice,
  type Caption,
  type CaptionRules,
  finalizeCaption,
  finalizeThread,
  isThreadNetwork,
  joinThread,
  type Language,
  type ReworkRequest,
  reworkNetwork,
} from '@captia/shared';
import { applyGuardrails } from '../guardrails/index';
import { reworkOffline } from './offline';

/**
 * A rework's CPU work as plain functions of plain data (docs/decisions/0047): they run in the
 * engine's worker pool (../engine.worker.ts) under a deadline, never on the server's thread.
 */
export interface ReworkText {
  request: ReworkRequest;
  /** The interface language (a rework but a translation is written in it). */
  language: Language;
  /** The plan's switches: what the result may carry. */
  rules: CaptionRules;
  brand: BrandVoice | null;
}

/** The caption's language: a translation's target, else the interface language. */
const languageOf = ({ request, language }: ReworkText): Language =>
  request.action === 'translate' && request.language ? request.language : language;

/** A reworked text through the guardrails and the network rules of the (target) network. */
export function finishRework(text: string, work: ReworkText): Caption {
  const network = reworkNetwork(work.request);
  const polished = applyGuardrails(text, { language: languageOf(work), network, brand: work.brand });
  return { network, variant: 1, ...finalizeCaption(polished, network, work.rules) };
}

/** The offline rework (no model, or none answering); a translation needs a model (checked before). */
export const reworkOfflineCaption = (work: ReworkText): Caption =>
  finishRework(reworkOffline(work.request, work.language, work.brand), work);

/**
 * "Make it a thread" and "Join into one post": the caption's own words, split or joined by the
 * network's counting — exact where a model only estimates, so no model is asked.
 */
export function arrangeRework(work: ReworkText): Caption {
  const { request } = work;
  const network = request.network;
  if (request.action === 'thread' && isThreadNetwork(network)) {
    const polished = applyGuardrails(request.text, { language: work.language, network, brand: work.brand });
    const numbering = request.numbering ?? true;
    return { network, variant: 1, ...finalizeThread(polished, network, work.rules, { numbering }) };
  }
  // The request's check made sure the joined text fits (ReworkRequestSchema).
  return finishRework(joinThread(request.text, network) ?? request.text, work);
}
