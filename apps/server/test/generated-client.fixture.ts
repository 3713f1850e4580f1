/** The shape of the generated client module (written at test time), for the test's import. */
export declare function captia(
  baseUrl: string,
  key: string,
  fetch: (request: Request) => Promise<Response>,
): unknown;
export declare function firstCaption(client: unknown): Promise<string>;
