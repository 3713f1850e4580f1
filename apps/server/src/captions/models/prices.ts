/** A model's price per million tokens, as the operator pays it (AI_PRICES, in AI_PRICES_CURRENCY). */
export interface ModelPrice {
  input: number;
  output: number;
}

export type Prices = ReadonlyMap<string, ModelPrice>;

const NUMBER = /^(?:\d+(?:\.\d+)?|\.\d+)$/;

/**
 * `AI_PRICES`: `model=input/output` entries, comma-separated, prices per million tokens — e.g.
 * `gpt-4o-mini=0.15/0.60,claude-haiku-4-5=1/5`. A model name may hold `/` or `:` (OpenRouter's
 * `openai/gpt-4o-mini`, Ollama's `llama3.1:8b`): the price is what follows the last `=`.
 * Throws on anything else, so a typo stops the start rather than pricing calls at zero.
 */
export function parsePrices(text: string): Prices {
  const prices = new Map<string, ModelPrice>();
  for (const entry of text.split(',')) {
    const trimmed = entry.trim();
    if (trimmed === '') continue;
    const at = trimmed.lastIndexOf('=');
    const model = trimmed.slice(0, Math.max(at, 0)).trim();
    const [input, output, ...rest] = trimmed
      .slice(at + 1)
      .split('/')
      .map((part) => part.trim());
    if (
      at <= 0 ||
      model === '' ||
      rest.length > 0 ||
      !input ||
      !output ||
      !NUMBER.test(input) ||
      !NUMBER.test(output)
    ) {
      throw new Error(`not a model=input/output price: "${trimmed}"`);
    }
    prices.set(model, { input: Number(input), output: Number(output) });
  }
  return prices;
}

/** What a call cost at these prices; 0 for a model without a price (the admin view says which). */
export function costOf(prices: Prices, model: string, inputTokens: number, outputTokens: number): number {
  const price = prices.get(model);
  if (!price) return 0;
  return (inputTokens * price.input + outputTokens * price.output) / 1_000_000;
}
