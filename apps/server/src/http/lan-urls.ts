import os from 'node:os';

/** The addresses `HOST` may name to mean "every interface". */
const ALL_INTERFACES = new Set(['0.0.0.0', '::', '[::]']);

/**
 * Where people on this network can open the server (`npm start` prints them): the machine's own
 * IPv4 addresses but loopback, when it listens on every interface (HOST's default); none otherwise.
 */
export function lanUrls(
  host: string,
  port: number,
  interfaces: NodeJS.Dict<os.NetworkInterfaceInfo[]> = os.networkInterfaces(),
): string[] {
  if (!ALL_INTERFACES.has(host)) return [];
  const addresses = Object.values(interfaces)
    .flatMap((entries) => entries ?? [])
    .filter((entry) => entry.family === 'IPv4' && !entry.internal)
    .map((entry) => `http://${entry.address}:${port}`);
  return [...new Set(addresses)];
}
