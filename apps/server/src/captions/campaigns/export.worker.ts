import type { ExportFormat, Language, NetworkId } from '@captia/shared';
import { translator } from '#server/i18n.ts';
import type { Campaign } from './campaigns.service';
import { type ExportFile, exportCampaign } from './export';

/** A campaign's export to build: the campaign as read, the format, a network, the labels' language. */
export interface ExportTask {
  campaign: Campaign;
  format: ExportFormat;
  network: NetworkId | undefined;
  language: Language;
}

/**
 * A campaign's file (CSV, Hootsuite, calendar), built in lib/cpu-pool.ts's threads under a
 * deadline (docs/decisions/0047): a calendar of 84 posts of 5,000 characters took ~1 s of the
 * server's thread.
 */
export default function buildExport({ campaign, format, network, language }: ExportTask): ExportFile {
  const t = translator(language);
  return exportCampaign(campaign, format, network, {
    summary: (post) =>
      t('planner.calendar.summary', {
        network: t(`captions.networks.${post.network}`),
        angle: t(`planner.angles.${post.angle}`),
      }),
    alarm: (post) => t('planner.calendar.alarm', { network: t(`captions.networks.${post.network}`) }),
  });
}
