import type { BrandVoice, Language, NetworkId } from '@captia/shared';
import { describe, expect, it } from 'vitest';
import { applyGuardrails, findTells, guardrailInstructions, TELL_LISTS } from './index';

const brand = (over: Partial<BrandVoice> = {}): BrandVoice => ({
  name: 'Padaria da Ana',
  description: '',
  audience: '',
  callToAction: '',
  wordsToAvoid: [],
  hashtags: [],
  samples: [],
  traits: {} as BrandVoice['traits'],
  ...over,
});

const guard = (text: string, language: Language, extra: { network?: NetworkId; brand?: BrandVoice } = {}) =>
  applyGuardrails(text, { language, network: extra.network ?? 'facebook', brand: extra.brand ?? null });

/** A sentence that "still reads": a capital first, an end mark last, single spaces, no orphaned comma. */
function reads(text: string) {
  expect(text).toMatch(/^\P{L}*\p{Lu}/u);
  expect(text).toMatch(/[.!?…]$/);
  expect(text).not.toMatch(/ {2}| [,.!?]|,[.!?]|^,|,,/);
}

describe('en-US tells', () => {
  it.each([
    ['Elevate your mornings with our sourdough.', 'Improve your mornings with our sourdough.'],
    ['Our sourdough elevates every breakfast.', 'Our sourdough improves every breakfast.'],
    ['An elevated breakfast awaits.', 'An improved breakfast awaits.'],
    ['We are ELEVATING breakfast.', 'We are IMPROVING breakfast.'],
    ['Unlock 20% off this week.', 'Get 20% off this week.'],
    ['This card unlocks free coffee.', 'This card opens free coffee.'],
    ["Knowledge unlocked. You're welcome.", "Knowledge gained. You're welcome."],
    ['Unlock your full potential with our classes.', 'Reach your potential with our classes.'],
    ['This oven is a game-changer.', 'This oven is a big improvement.'],
    ['A game changing recipe.', 'A major recipe.'],
    ["In today's fast-paced world, we all need good bread.", 'We all need good bread.'],
    ["Even in today's busy world, breakfast matters.", 'Breakfast matters.'],
    ["Let's delve into the recipe.", "Let's look at the recipe."],
    ['We delved deeper into flavor.', 'We looked deeper into flavor.'],
    ['Looking for fresh bread? Look no further!', 'Looking for fresh bread?'],
    ['Look no further than Padaria da Ana.', 'Try Padaria da Ana.'],
    ['Enjoy a seamless checkout.', 'Enjoy a smooth checkout.'],
    ['Order seamlessly online.', 'Order smoothly online.'],
    ['Dive into our new menu.', 'Explore our new menu.'],
    ["Let's dive in!", "Let's start!"],
    ['Take your mornings to the next level.', 'Improve your mornings.'],
    ['Embark on a journey of flavor.', 'Explore flavor.'],
    ['Embark on a journey with us. Fresh bread daily.', 'Fresh bread daily.'],
    ['A rich tapestry of flavors.', 'A mix of flavors.'],
    ['Our bread is a testament to patience.', 'Our bread shows patience.'],
    ['In the realm of baking, patience wins.', 'In baking, patience wins.'],
    ['Unleash your creativity.', 'Bring out your creativity.'],
    ['We revolutionized the croissant.', 'We changed the croissant.'],
    ['A cutting-edge oven.', 'A modern oven.'],
    ['Whether you are a student or a chef, our coffee is ready.', 'Our coffee is ready.'],
    ["Whether you're in São Paulo or Rio, we deliver.", 'Whether in São Paulo or Rio, we deliver.'],
    ["It's not just coffee, it's a ritual.", "It's coffee and a ritual."],
    ["It's not just coffee — it's a ritual.", "It's coffee and a ritual."],
    ['The possibilities are endless. Fresh bread daily.', 'Fresh bread daily.'],
  ])('%s', (input, expected) => {
    const out = guard(input, 'en-US');
    expect(out).toBe(expected);
    expect(findTells(out, 'en-US')).toEqual([]);
    reads(out);
  });

  it('keeps the sentence when the phrase to drop holds a fact, mending it instead', () => {
    expect(guard('The possibilities are endless at Rua Augusta.', 'en-US')).toBe(
      'There is a lot to try at Rua Augusta.',
    );
  });

  it('never empties a caption made only of tells', () => {
    expect(guard('Look no further!', 'en-US')).toBe('Here it is!');
    expect(guard("In today's fast-paced world, the possibilities are endless.", 'en-US')).toBe(
      'Today, there is a lot to try.',
    );
  });
});

describe('pt-BR tells', () => {
  it.each([
    ['Eleve seu café da manhã.', 'Melhore seu café da manhã.'],
    ['Nosso pão eleva qualquer mesa.', 'Nosso pão melhora qualquer mesa.'],
    ['Vamos elevar o seu domingo.', 'Vamos melhorar o seu domingo.'],
    ['ELEVE SEU DIA.', 'MELHORE SEU DIA.'],
    ['Desbloqueie 10% de desconto!', 'Aproveite 10% de desconto!'],
    ['Vamos desbloquear sabores novos.', 'Vamos aproveitar sabores novos.'],
    ['Conhecimento desbloqueado. De nada.', 'Conhecimento liberado. De nada.'],
    ['No mundo de hoje, todo mundo tem pressa.', 'Todo mundo tem pressa.'],
    ['No mundo atual, o pão fresco faz falta.', 'O pão fresco faz falta.'],
    ['Mesmo no mundo acelerado de hoje, o café une as pessoas.', 'O café une as pessoas.'],
    ['Mergulhe no universo do café.', 'Conheça o universo do café.'],
    ['Mergulhe de cabeça na nossa confeitaria.', 'Conheça a nossa confeitaria.'],
    ['Vamos mergulhar em receitas novas.', 'Vamos conhecer receitas novas.'],
    ['Leve seu domingo ao próximo nível.', 'Melhore seu domingo.'],
    ['Embarque nessa jornada de sabores.', 'Descubra sabores.'],
    ['Uma jornada deliciosa começa aqui.', 'Uma experiência deliciosa começa aqui.'],
    ['Obrigado por fazer parte dessa jornada.', 'Obrigado por fazer parte dessa experiência.'],
    ['Revolucione sua rotina.', 'Mude sua rotina.'],
    ['Não é apenas pão, é um ritual.', 'É pão e um ritual.'],
    ['Nosso café não é só bebida — é um abraço.', 'Nosso café é bebida e um abraço.'],
    ['Seja você estudante ou chef, o café está pronto.', 'O café está pronto.'],
  ])('%s', (input, expected) => {
    const out = guard(input, 'pt-BR');
    expect(out).toBe(expected);
    expect(findTells(out, 'pt-BR')).toEqual([]);
    reads(out);
  });

  it('leaves a working day ("jornada de trabalho") alone', () => {
    expect(guard('Uma jornada de trabalho de 8 horas.', 'pt-BR')).toBe('Uma jornada de trabalho de 8 horas.');
  });
});

describe('es-ES tells', () => {
  it.each([
    ['Eleva tu desayuno.', 'Mejora tu desayuno.'],
    ['Vamos a elevar tu domingo.', 'Vamos a mejorar tu domingo.'],
    ['Desbloquea un 10 % de descuento.', 'Consigue un 10 % de descuento.'],
    ['Conocimiento desbloqueado. De nada.', 'Conocimiento adquirido. De nada.'],
    ['En el mundo actual, todo va rápido.', 'Todo va rápido.'],
    ['En el mundo de hoy, el pan fresco importa.', 'El pan fresco importa.'],
    ['Sumérgete en el mundo del café.', 'Descubre el mundo del café.'],
    ['Es hora de sumergirse en la repostería.', 'Es hora de descubrir la repostería.'],
    ['Lleva tu café al siguiente nivel.', 'Mejora tu café.'],
    ['Vive un viaje de sabores.', 'Vive un recorrido de sabores.'],
    ['Revoluciona tu rutina.', 'Cambia tu rutina.'],
    ['No es solo pan, es un ritual.', 'Es pan y un ritual.'],
    ['Ya seas estudiante o chef, el café te espera.', 'El café te espera.'],
  ])('%s', (input, expected) => {
    const out = guard(input, 'es-ES');
    expect(out).toBe(expected);
    expect(findTells(out, 'es-ES')).toEqual([]);
    reads(out);
  });

  it('leaves a real trip alone', () => {
    expect(guard('Reserva un viaje a Roma por 499 €.', 'es-ES')).toBe('Reserva un viaje a Roma por 499 €.');
  });
});

describe('every mend is clean', () => {
  for (const language of Object.keys(TELL_LISTS) as Language[]) {
    it(`${language}: no replacement or keep text is itself a tell`, () => {
      for (const tell of TELL_LISTS[language].tells) {
        const outputs =
          'words' in tell ? Object.values(tell.words) : 'replace' in tell ? [tell.replace] : [tell.keep];
        for (const output of outputs) expect(findTells(output.replace(/\$\d/g, 'pão'), language)).toEqual([]);
        if ('keep' in tell) expect(tell.keep).toMatch(/\p{L}/u);
      }
    });
  }
});

describe('dashes', () => {
  it.each([
    ['Fresh bread — baked daily', 'Fresh bread, baked daily'],
    ['Fresh bread—baked daily.', 'Fresh bread, baked daily.'],
    ['Three flavors — chocolate, vanilla and lemon.', 'Three flavors: chocolate, vanilla and lemon.'],
    [
      'Our ovens start at 5am — we bake everything by hand.',
      'Our ovens start at 5am. We bake everything by hand.',
    ],
    ['Our bread — baked daily — is fresh.', 'Our bread, baked daily, is fresh.'],
    ['Only today – 20% off.', 'Only today: 20% off.'],
    ['The secret — patience.', 'The secret: patience.'],
    ['Open 8am - 8pm every day.', 'Open 8am to 8pm every day.'],
    ['Pages 10–20.', 'Pages 10-20.'],
    ['Tables for 10-20 people, e-mail us.', 'Tables for 10-20 people, e-mail us.'],
    ['Coming soon —', 'Coming soon'],
    ['Menu:\n— bread\n— cake', 'Menu:\n- bread\n- cake'],
  ])('en-US: %j', (input, expected) => {
    expect(guard(input, 'en-US')).toBe(expected);
  });

  it.each([
    ['pt-BR', 'Pão fresco — feito todo dia.', 'Pão fresco, feito todo dia.'],
    [
      'pt-BR',
      'Abrimos cedo todos os dias — nós assamos tudo à mão.',
      'Abrimos cedo todos os dias. Nós assamos tudo à mão.',
    ],
    ['pt-BR', 'Sábado 12/10 – 14/10, das 8h – 18h.', 'Sábado 12/10 a 14/10, das 8h a 18h.'],
    ['pt-BR', 'Pão-de-ló e bem-casado - os favoritos.', 'Pão-de-ló e bem-casado, os favoritos.'],
    ['es-ES', 'Pan recién hecho — cada mañana.', 'Pan recién hecho, cada mañana.'],
    ['es-ES', 'Tres sabores — chocolate, vainilla y limón.', 'Tres sabores: chocolate, vainilla y limón.'],
  ])('%s: %j', (language, input, expected) => {
    expect(guard(input, language as Language)).toBe(expected);
  });
});

describe("the brand's words to avoid", () => {
  const cheap = brand({ wordsToAvoid: ['cheap', 'low cost', 'barato', 'económico'] });

  it.each([
    ['Our cheap bread is great.', 'Our bread is great.'],
    ['Cheap, fresh and tasty.', 'Fresh and tasty.'],
    ['Cheap and cheerful bread.', 'Cheerful bread.'],
    ['Fresh, CHEAP, tasty.', 'Fresh, tasty.'],
    ["It's cheap! Come by today.", 'Come by today.'],
    ['Bread for R$ 5 is cheap.', 'Bread for R$ 5.'],
    ['A low  cost treat.', 'A treat.'],
    ['Visit @cheapeats and cheapskate.com.', 'Visit @cheapeats and cheapskate.com.'],
  ])('en-US: %j', (input, expected) => {
    expect(guard(input, 'en-US', { brand: cheap })).toBe(expected);
  });

  it('is case- and accent-insensitive, whole-word, in every language', () => {
    expect(guard('Pão BARATO e gostoso.', 'pt-BR', { brand: cheap })).toBe('Pão gostoso.');
    expect(guard('Um café baratíssimo.', 'pt-BR', { brand: cheap })).toBe('Um café baratíssimo.');
    expect(guard('Un menú economico y rico.', 'es-ES', { brand: cheap })).toBe('Un menú rico.');
  });

  it('drops a sentence the removal would break, unless it holds a fact', () => {
    const sourdough = brand({ wordsToAvoid: ['sourdough'] });
    expect(
      guard('Try it with sourdough for breakfast. Fresh bread daily.', 'en-US', { brand: sourdough }),
    ).toBe('Fresh bread daily.');
    expect(
      guard('Enjoy Saturday 12/10 with our sourdough for R$ 19,90.', 'en-US', { brand: sourdough }),
    ).toBe('Enjoy Saturday 12/10 for R$ 19,90.');
  });

  it('takes an avoided word out of the hashtags too', () => {
    expect(guard('Fresh bread. #Cheap #bread', 'en-US', { brand: cheap })).toBe('Fresh bread. #bread');
  });
});

describe('hashtags', () => {
  it('are kept once each, ignoring case and accents', () => {
    expect(guard('Fresh bread.\n\n#Cafe #café #CAFE #Bread #bread #pão #Pao', 'en-US')).toBe(
      'Fresh bread.\n\n#Cafe #Bread #pão',
    );
  });

  it("put the brand's own first, in the brand's spelling, within the network's cap", () => {
    const ana = brand({
      hashtags: ['#PadariaDaAna', '#Café', '#Pão', '#SãoPaulo', '#Fermentação', '#Sextou'],
    });
    expect(
      guard('Fresh bread. #cafe #bread #padariadaana', 'en-US', { brand: ana, network: 'instagram' }),
    ).toBe('Fresh bread. #PadariaDaAna #Café #Pão #SãoPaulo #Fermentação #bread');
    expect(guard('Fresh bread. #bread', 'en-US', { brand: ana, network: 'threads' })).toBe(
      'Fresh bread. #PadariaDaAna #bread',
    );
  });

  it('are not added to a caption written without any', () => {
    expect(guard('Fresh bread.', 'en-US', { brand: brand({ hashtags: ['#PadariaDaAna'] }) })).toBe(
      'Fresh bread.',
    );
  });

  it('are left alone inside the text, and never mended as words', () => {
    expect(guard('Try our #Elevate blend — and #GameChanger too.', 'en-US')).toBe(
      'Try our #Elevate blend, and #GameChanger too.',
    );
  });
});

describe('facts', () => {
  it.each([
    [
      'pt-BR',
      'No mundo de hoje, tudo corre — mas o pão da @padariadaana espera. Eleve seu sábado 12/10: pão de fermentação natural por R$ 19,90 na Rua Augusta, 1500 — mergulhe nessa jornada! As possibilidades são infinitas em https://padariadaana.com.br/cardapio.',
      'Tudo corre, mas o pão da @padariadaana espera. Melhore seu sábado 12/10: pão de fermentação natural por R$ 19,90 na Rua Augusta, 1500, conheça essa experiência! Há muito para descobrir em https://padariadaana.com.br/cardapio.',
    ],
    [
      'en-US',
      "In today's fast-paced world — Ana's Bakery on Rua Augusta delivers. Unlock 15% off on Saturday 10/12 (only $19.90) — dive into the menu at padariadaana.com.br or DM @padariadaana.",
      "Ana's Bakery on Rua Augusta delivers. Get 15% off on Saturday 10/12 (only $19.90), explore the menu at padariadaana.com.br or DM @padariadaana.",
    ],
    [
      'es-ES',
      'Sumérgete en la Pastelería Ana — calle Mayor 12, Madrid. Eleva tu sábado 12/10 por 9,90 € — las posibilidades son infinitas con @pasteleriaana.',
      'Descubre la Pastelería Ana: calle Mayor 12, Madrid. Mejora tu sábado 12/10 por 9,90 €, hay mucho por descubrir con @pasteleriaana.',
    ],
  ])('%s: names, places, prices, dates, links and @mentions survive', (language, input, expected) => {
    const out = guard(input, language as Language);
    expect(out).toBe(expected);
    for (const fact of [
      'R$ 19,90',
      '12/10',
      'Rua Augusta',
      '@padariadaana',
      '$19.90',
      '10/12',
      '9,90 €',
      'Madrid',
    ]) {
      if (input.includes(fact)) expect(out).toContain(fact);
    }
    expect(out).not.toMatch(/[—–]/);
    expect(findTells(out, language as Language)).toEqual([]);
  });
});

describe('the prompt instruction', () => {
  it.each(Object.keys(TELL_LISTS) as Language[])(
    '%s names the phrases, dashes and hashtag stacks',
    (language) => {
      const text = guardrailInstructions(language);
      expect(text).toContain(TELL_LISTS[language].examples[0]);
      expect(text).toMatch(/dashes/);
      expect(text).toMatch(/hashtags/);
    },
  );
});
