import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { paths } from '#web/config/paths.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { useTranslation } from '#web/lib/translator.ts';
import { HISTORY_KEY } from './api/history-key';
import { streamRework } from './api/rework-caption';
import { cachedEntries } from './history-cache';
import {
  type CaptionVersion,
  canUndo,
  draftRework,
  failRework,
  findEntryId,
  finishRework,
  initialRework,
  type ReworkChoice,
  type ReworkState,
  reworkBody,
  startRework,
  undoRework,
} from './rework';
import { applyGenerated } from './usage';

/** Errors that the plans page answers: plan gating and the daily or monthly limits. */
const UPGRADE_CODE = /^(plan_|daily_limit|monthly_limit)/;

/**
 * One caption's reworks: the result streams into the card, the usage and the history follow
 * it, errors are said in a toast, and Undo walks back through the versions seen on this card.
 * `base` is the caption as its owner shows it: when it changes (the card was generated again),
 * the card starts over from it.
 */
export function useRework({
  base,
  brandId,
  entryId,
}: {
  base: CaptionVersion;
  brandId?: string | undefined;
  /** The history entry the caption belongs to; a fresh result's is looked up in the history read. */
  entryId?: string | undefined;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const baseKey = `${base.network}\n${base.text}`;
  const [state, setState] = useState<ReworkState & { key: string }>(() => ({
    ...initialRework(base),
    key: baseKey,
  }));
  const [announcement, setAnnouncement] = useState('');
  const abort = useRef<AbortController | null>(null);
  // A fresh result's history entry, once looked up.
  const foundEntry = useRef<string | undefined>(undefined);

  // The owner wrote the caption again: what was reworked here belongs to the old one.
  if (state.key !== baseKey && !state.busy) {
    setState({ ...initialRework(base), key: baseKey });
  }
  useEffect(() => () => abort.current?.abort(), []);

  const update = (change: (state: ReworkState) => ReworkState) =>
    setState((current) => ({ ...change(current), key: current.key }));

  /** Runs `choice` on what the card shows, or on `from` (a text typed over it). */
  const run = async (choice: ReworkChoice, from?: CaptionVersion) => {
    // Clicks are handled one at a time, each after the render of the one before: `state` is current.
    if (state.busy) return;
    const version = from ?? state.current;
    // A fresh result's entry: found once the history has been read after the generation.
    if (!entryId)
      foundEntry.current ??= [version, ...state.past]
        .map((seen) => findEntryId(cachedEntries(queryClient), seen))
        .find(Boolean);
    const entry = entryId ?? foundEntry.current;
    const controller = new AbortController();
    abort.current = controller;
    update((current) => startRework(current, choice.action, from));
    setAnnouncement(t('generator.rework.working'));
    let noticeShown = false;
    try {
      const result = await streamRework(
        reworkBody(version, choice, { brandId, entryId: entry }),
        {
          onDraft: (draft) => update((current) => draftRework(current, draft)),
          onNotice: (message) => {
            noticeShown = true;
            toast.warning(message);
          },
        },
        controller.signal,
      );
      update((current) => finishRework(current, result.caption, choice));
      setAnnouncement(t('generator.rework.done', { action: actionName(t, choice, version.network) }));
      if (result.notice && !noticeShown) toast.warning(result.notice);
      applyGenerated(queryClient, result.usage);
      void queryClient
        .cancelQueries({ queryKey: HISTORY_KEY })
        .then(() => queryClient.invalidateQueries({ queryKey: HISTORY_KEY }));
    } catch (error) {
      if (controller.signal.aborted) return;
      update(failRework);
      setAnnouncement('');
      const text = error instanceof ApiError ? error.message : t('captions.errors.generation_failed');
      const upgrade = error instanceof ApiError && UPGRADE_CODE.test(error.code);
      toast.error(
        text,
        upgrade
          ? { action: { label: t('generator.seePlans'), onClick: () => void navigate(paths.plans) } }
          : undefined,
      );
    } finally {
      if (abort.current === controller) abort.current = null;
    }
  };

  const undo = () => {
    if (!canUndo(state)) return;
    update(undoRework);
    setAnnouncement(t('generator.rework.undone'));
  };

  return { state, run, undo, canUndo: canUndo(state), announcement };
}

/** An action in words, as its button says it (for the announcement of its result). */
export function actionName(
  t: (key: string, values?: Record<string, string>) => string,
  choice: ReworkChoice,
  network: CaptionVersion['network'],
) {
  switch (choice.action) {
    case 'restyle':
      return `${t('generator.rework.restyle')}: ${t(`captions.styles.${choice.style}`)}`;
    case 'translate':
      return `${t('generator.rework.translate')}: ${t(`captions.languages.${choice.language}`)}`;
    case 'adapt':
      return `${t('generator.rework.adapt')} ${t(`captions.networks.${choice.targetNetwork}`)}`;
    case 'fit':
      return t('generator.rework.fit', { network: t(`captions.networks.${network}`) });
    default:
      return t(`generator.rework.${choice.action}`);
  }
}
