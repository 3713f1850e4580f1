import { CAROUSEL_NETWORKS, FORMAT_IDS, type FormatId, type NetworkId } from './options';
import { THREAD_NETWORKS } from './thread';

/** The networks each format is written for: every network takes a single caption. */
const FORMAT_NETWORKS: Record<FormatId, readonly NetworkId[] | null> = {
  single: null,
  thread: THREAD_NETWORKS,
  carousel: CAROUSEL_NETWORKS,
};

/** Whether `format` can be written for `network`. */
export function supportsFormat(network: NetworkId, format: FormatId): boolean {
  const networks = FORMAT_NETWORKS[format];
  return networks === null || networks.includes(network);
}

/**
 * The formats every one of `networks` supports, in the picker's order: what the generator
 * offers for that choice, and what the server accepts for it (one rule for both).
 */
export function formatsFor(networks: readonly NetworkId[]): FormatId[] {
  return FORMAT_IDS.filter((format) => networks.every((network) => supportsFormat(network, format)));
}

/** Whether a carousel can be written for `network`. */
export function isCarouselNetwork(network: NetworkId): boolean {
  return supportsFormat(network, 'carousel');
}
