/**
 * oidc-provider ships no types: what oidc-google.test.ts uses of it (the provider that stands in
 * for Google), the rest untyped.
 */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  interface Configuration {
    findAccount?: (
      ctx: unknown,
      sub: string,
    ) => Promise<{ accountId: string; claims: () => Promise<Record<string, unknown>> }>;
    interactions?: { url: (ctx: unknown, interaction: { uid: string }) => string };
    [option: string]: unknown;
  }

  interface Grant {
    addOIDCScope(scope: string): void;
    save(): Promise<string>;
  }

  export default class Provider {
    constructor(issuer: string, configuration: Configuration);
    Grant: new (options: {
      accountId: string;
      clientId: string;
    }) => Grant;
    interactionDetails(
      req: IncomingMessage,
      res: ServerResponse,
    ): Promise<{ params: Record<string, unknown> }>;
    interactionFinished(req: IncomingMessage, res: ServerResponse, result: object): Promise<void>;
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
  }
}
