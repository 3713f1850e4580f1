import type os from 'node:os';
import { describe, expect, it } from 'vitest';
import { lanUrls } from './lan-urls';

const entry = (address: string, family: 'IPv4' | 'IPv6', internal = false) =>
  ({ address, family, internal, netmask: '', mac: '', cidr: null }) as os.NetworkInterfaceInfo;

const interfaces = {
  lo: [entry('127.0.0.1', 'IPv4', true), entry('::1', 'IPv6', true)],
  eth0: [entry('192.168.1.5', 'IPv4'), entry('fe80::1', 'IPv6')],
  wlan0: [entry('10.0.0.7', 'IPv4')],
  down: undefined,
};

describe('the addresses npm start prints for this network', () => {
  it('lists the non-internal IPv4 addresses when listening on every interface', () => {
    expect(lanUrls('0.0.0.0', 3000, interfaces)).toEqual(['http://192.168.1.5:3000', 'http://10.0.0.7:3000']);
    expect(lanUrls('::', 8080, interfaces)).toEqual(['http://192.168.1.5:8080', 'http://10.0.0.7:8080']);
  });

  it('lists none when listening on one address', () => {
    expect(lanUrls('127.0.0.1', 3000, interfaces)).toEqual([]);
    expect(lanUrls('192.168.1.5', 3000, interfaces)).toEqual([]);
  });
});
