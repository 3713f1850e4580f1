import type { Tell, TellList } from './types';

/** "mergulhe no universo" → "conheça o universo": each form of the verb with each preposition. */
function verbBeforePreposition(
  verbs: Readonly<Record<string, string>>,
  prepositions: Readonly<Record<string, string>>,
  between = '',
): Tell {
  const words: Record<string, string> = {};
  for (const [verb, mend] of Object.entries(verbs))
    for (const [preposition, article] of Object.entries(prepositions))
      words[`${verb}${between} ${preposition}`] = article ? `${mend} ${article}` : mend;
  return { words };
}

const MERGULHAR = {
  mergulhe: 'conheça',
  mergulhem: 'conheçam',
  mergulhar: 'conhecer',
  mergulha: 'conhece',
  mergulham: 'conhecem',
  mergulhando: 'conhecendo',
  mergulhamos: 'conhecemos',
  mergulhou: 'conheceu',
};
/** "em"/"no"/"na"… contract the preposition with the article; "conhecer" takes the article alone. */
const EM = {
  em: '',
  no: 'o',
  na: 'a',
  nos: 'os',
  nas: 'as',
  num: 'um',
  numa: 'uma',
  'em um': 'um',
  'em uma': 'uma',
  nesse: 'esse',
  nessa: 'essa',
  neste: 'este',
  nesta: 'esta',
};

const LEVAR = {
  leve: 'melhore',
  levem: 'melhorem',
  leva: 'melhora',
  levam: 'melhoram',
  levar: 'melhorar',
  levando: 'melhorando',
  levamos: 'melhoramos',
  levou: 'melhorou',
};

const EMBARCAR = {
  embarque: 'descubra',
  embarquem: 'descubram',
  embarcar: 'descobrir',
  embarcando: 'descobrindo',
};

/**
 * Brazilian Portuguese phrases that mark a caption as machine-written, and their mends.
 * Longer, more specific phrases come before the single words they contain.
 */
export const PT_BR: TellList = {
  tells: [
    {
      pattern:
        '(?:mesmo )?(?:no|num|em um|neste|nesse) mundo (?:cada vez mais |tão )?(?:acelerado|agitado|corrido|moderno|digital|conectado|competitivo|frenético)(?: de hoje| atual| em que vivemos)?,?',
      drop: 'phrase',
      keep: 'hoje',
    },
    {
      pattern:
        '(?:mesmo )?(?:no|num|em um|neste|nesse) mundo (?:de hoje em dia|de hoje|atual|em que vivemos),?',
      drop: 'phrase',
      keep: 'hoje',
    },
    { pattern: 'nos dias (?:de hoje|atuais),?', drop: 'phrase', keep: 'hoje' },
    { pattern: 'na era digital,?', drop: 'phrase', keep: 'hoje' },
    // "Leve seu café ao próximo nível" → "Melhore seu café".
    ...Object.entries(LEVAR).map(
      ([verb, mend]): Tell => ({
        pattern: `${verb} ({x}) (?:a|ao|para o) (?:um )?(?:próximo|outro|novo) (?:nível|patamar)`,
        replace: `${mend} $1`,
      }),
    ),
    {
      pattern: '(?:a|ao|para o) (?:um )?(?:próximo|outro) (?:nível|patamar)',
      drop: 'phrase',
      keep: 'ainda mais',
    },
    {
      words: {
        eleve: 'melhore',
        elevem: 'melhorem',
        eleva: 'melhora',
        elevam: 'melhoram',
        elevar: 'melhorar',
        elevando: 'melhorando',
        elevamos: 'melhoramos',
        elevou: 'melhorou',
        'elevá-lo': 'melhorá-lo',
        'elevá-la': 'melhorá-la',
      },
    },
    {
      pattern:
        '(?:desbloqueie|desbloqueiem|desbloquear|desbloqueia) (seu|sua|o|todo o|todo seu|todo o seu) potencial',
      replace: 'alcance $1 potencial',
    },
    {
      words: {
        desbloqueie: 'aproveite',
        desbloqueiem: 'aproveitem',
        desbloquear: 'aproveitar',
        desbloqueia: 'libera',
        desbloqueiam: 'liberam',
        desbloqueando: 'liberando',
        desbloqueou: 'liberou',
        desbloqueado: 'liberado',
        desbloqueada: 'liberada',
        desbloqueados: 'liberados',
        desbloqueadas: 'liberadas',
      },
    },
    verbBeforePreposition(MERGULHAR, EM, ' de cabeça'),
    verbBeforePreposition(MERGULHAR, EM, ' fundo'),
    verbBeforePreposition(MERGULHAR, EM),
    { words: { mergulhe: 'descubra', mergulhem: 'descubram' } },
    // "Embarque nessa jornada de sabores" → "Descubra sabores".
    ...Object.entries(EMBARCAR).map(
      ([verb, mend]): Tell => ({
        pattern: `${verb}(?: conosco| com a gente)? (?:nessa|nesta|numa|em uma) (?:\\p{L}+ )?jornada (?:de|por)`,
        replace: mend,
      }),
    ),
    {
      pattern:
        '(?:embarque|embarquem|embarcar)(?: conosco| com a gente)? (?:nessa|nesta|numa|em uma) (?:\\p{L}+ )?jornada',
      drop: 'sentence',
      keep: 'venha com a gente',
    },
    {
      pattern:
        '(uma|nessa|nesta|dessa|desta|essa|esta|nossa|sua|numa|a) ((?:verdadeira|incrível|deliciosa|grande|nova|linda|bela|longa) )?jornada(?! de trabalho)',
      replace: '$1 $2experiência',
    },
    {
      words: {
        revolucione: 'mude',
        revolucionem: 'mudem',
        revolucionar: 'mudar',
        revoluciona: 'muda',
        revolucionam: 'mudam',
        revolucionou: 'mudou',
        revolucionando: 'mudando',
        revolucionário: 'novo',
        revolucionária: 'nova',
        revolucionários: 'novos',
        revolucionárias: 'novas',
      },
    },
    {
      words: {
        potencialize: 'aumente',
        potencializem: 'aumentem',
        potencializar: 'aumentar',
        potencializa: 'aumenta',
        potencializando: 'aumentando',
        alavanque: 'aumente',
        alavancar: 'aumentar',
        alavancando: 'aumentando',
        'de forma fluida': 'com facilidade',
        'de maneira fluida': 'com facilidade',
      },
    },
    // "Não é apenas café, é um ritual" → "É café e um ritual".
    {
      pattern:
        'não (é|são) (?:apenas|só|somente|simplesmente|meramente) ({x})(?<!-)\\s*[,;:—–―-]+\\s*(?:é|são) (?:também )?({x})(?=[.!?…]|$)',
      replace: '$1 $2 e $3',
    },
    { pattern: 'não (?:apenas|só|somente) ({x}),? mas (?:também )?({x})(?=[.!?…,]|$)', replace: '$1 e $2' },
    {
      pattern: 'seja você ({x}) ou ({x})(?:,|(?=[.!?…]|$))',
      drop: 'phrase',
      keep: 'seja $1 ou $2',
    },
    {
      pattern: 'as possibilidades são (?:infinitas|ilimitadas|inúmeras)',
      drop: 'sentence',
      keep: 'há muito para descobrir',
    },
    { pattern: 'em resumo,?', drop: 'phrase', keep: 'enfim' },
  ],
  examples: [
    'eleve',
    'desbloqueie',
    'no mundo de hoje',
    'no mundo atual',
    'mergulhe',
    'leve … ao próximo nível',
    'uma jornada',
    'revolucione',
    'não é apenas … é …',
  ],
  rangeWord: 'a',
  subjects: [
    'eu',
    'nós',
    'você',
    'vocês',
    'ele',
    'ela',
    'eles',
    'elas',
    'isso',
    'isto',
    'este',
    'esta',
    'esse',
    'essa',
    'aqui',
    'nosso',
    'nossa',
    'nossos',
    'nossas',
    'a gente',
    'todo mundo',
    'seu',
    'sua',
  ],
  announcers: [
    'segredo',
    'motivo',
    'regra',
    'dica',
    'resposta',
    'resultado',
    'novidade',
    'promessa',
    'receita',
    'porquê',
  ],
  functionWords: [
    'o',
    'a',
    'os',
    'as',
    'um',
    'uma',
    'uns',
    'umas',
    'de',
    'do',
    'da',
    'dos',
    'das',
    'para',
    'pra',
    'com',
    'e',
    'ou',
    'mas',
    'é',
    'são',
    'foi',
    'era',
    'muito',
    'muita',
    'mais',
    'tão',
    'em',
    'no',
    'na',
    'nos',
    'nas',
    'por',
    'pelo',
    'pela',
    'nosso',
    'nossa',
    'seu',
    'sua',
    'que',
    'bem',
    'super',
  ],
  conjunctions: ['e', 'ou', '&'],
};
