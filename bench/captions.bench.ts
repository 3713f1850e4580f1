import {
  captionViolations,
  LANGUAGES,
  type Language,
  NETWORK_IDS,
  POST_TYPE_IDS,
  type ResolvedCaptionRequest,
  STYLE_IDS,
} from '@captia/shared';
import { generateBasicCaptions } from '../apps/server/src/captions/basic/generator';

/**
 * Caption engine benchmark: basic generations per second in-process, and how many
 * briefs of a 300-brief mixed batch (3 languages × 10 networks, every post type, style,
 * length, variant count and switch) come out breaking any rule. That count must be 0.
 */

const BRIEFS: Record<Language, readonly string[]> = {
  'pt-BR': [
    'Chegou o nosso café gelado de baunilha, feito com grãos do sul de Minas. Promoção de lançamento: 20% de desconto até domingo.',
    'Workshop de fotografia com celular no sábado, às 14h, na nossa loja do centro. Vagas limitadas, inscrições pelo link da bio.',
    'Dicas para economizar energia em casa:\n- Desligue aparelhos da tomada\n- Troque lâmpadas por LED\n- Aproveite a luz natural',
    'Crie uma legenda sobre a abertura da nossa nova unidade em Belo Horizonte',
    'Bastidores da produção da nova coleção de verão 🌞 #moda #verão',
    'Qual é o seu sabor de brigadeiro favorito? Estamos escolhendo o próximo lançamento da Doceria Maria.',
    'Feliz Natal! Obrigado a todos os clientes que estiveram com a gente em 2026. Abriremos normalmente dia 26. https://exemplo.com.br/natal',
    `Nossa padaria artesanal usa fermentação natural de 48 horas. ${'Cada pão é moldado à mão, com farinha orgânica e muito carinho. '.repeat(12)}`,
  ],
  'en-US': [
    'Our vanilla cold brew is back at the Brooklyn store, made with beans from a family farm in Colombia.',
    'Join our free webinar on email marketing for small businesses next Thursday at 1 pm ET. Register at https://example.com/webinar',
    'Three tips for better sleep: keep a fixed bedtime; no screens an hour before bed; keep the room cool and dark',
    'Write a caption about our new yoga studio opening in Austin',
    'A peek at how our team packs every order by hand 📦 #smallbusiness',
    'Coffee or tea in the morning? Tell us which team you are on!',
    'Black Friday: 40% off all sneakers this weekend only, online and in store.',
    `We started this company in a garage in 2015. ${'Since then we have grown step by step, always listening to our customers and improving every detail. '.repeat(10)}`,
  ],
  'es-ES': [
    'Nueva colección de cerámica artesanal hecha a mano en nuestro taller de Valencia. Piezas únicas para tu mesa.',
    'Concierto acústico este viernes a las 21:00 en la Sala Apolo de Barcelona. Entradas en taquilla.',
    'Cómo ahorrar en la compra:\n- Haz una lista antes de salir\n- Compara precios por kilo\n- Compra fruta de temporada',
    'Escribe un post sobre el mercado de Navidad de la Plaza Mayor',
    'Así preparamos cada mañana el pan de masa madre en el obrador 🥖 #panaderia',
    '¿Playa o montaña para estas vacaciones de verano? ¡Queremos leeros!',
    'Rebajas de invierno: hasta un 50 % en abrigos y botas, solo hasta el domingo. https://ejemplo.es/rebajas',
    `Nuestra clínica dental cumple diez años en Sevilla. ${'Gracias a cada paciente que confía en nuestro equipo para cuidar su sonrisa con cercanía y profesionalidad. '.repeat(9)}`,
  ],
};

const TEMPLATE_MARKERS =
  /\{\{|\}\}|\{[a-z]+\}|\[[A-Za-z _]+\]|[Ll]orem|\bipsum\b|\bundefined\b|\bnull\b|\bNaN\b/;

function batch(size: number): ResolvedCaptionRequest[] {
  const requests: ResolvedCaptionRequest[] = [];
  for (let i = 0; i < size; i++) {
    const language = LANGUAGES[i % LANGUAGES.length] as Language;
    const network = NETWORK_IDS[Math.floor(i / LANGUAGES.length) % NETWORK_IDS.length];
    const briefs = BRIEFS[language];
    requests.push({
      networks: [network ?? 'instagram'],
      postType: POST_TYPE_IDS[i % POST_TYPE_IDS.length] ?? 'announcement',
      style: STYLE_IDS[(i * 3) % STYLE_IDS.length] ?? 'friendly',
      length: i % 2 === 0 ? 'short' : 'long',
      variants: (i % 3) + 1,
      emojis: i % 4 < 2,
      hashtags: i % 5 < 3,
      text: briefs[(i * 7) % briefs.length] ?? '',
      language,
    });
  }
  return requests;
}

export async function benchCaptions(): Promise<{
  generationsPerSecond: number;
  batchSize: number;
  ruleViolations: number;
}> {
  const requests = batch(300);
  let ruleViolations = 0;
  for (const request of requests) {
    const captions = generateBasicCaptions(request);
    const rules = { emojis: request.emojis, hashtags: request.hashtags };
    const broken =
      captions.length !== request.networks.length * request.variants ||
      captions.some(
        (c) =>
          captionViolations(c.text, c.network, rules).length > 0 ||
          TEMPLATE_MARKERS.test(c.text) ||
          c.length > c.limit,
      );
    if (broken) ruleViolations++;
  }

  // Throughput: whole generations (one request, all its captions, rules applied) for about 2 s.
  let generations = 0;
  const started = performance.now();
  while (performance.now() - started < 2000) {
    generateBasicCaptions(requests[generations % requests.length] as ResolvedCaptionRequest);
    generations++;
  }
  const seconds = (performance.now() - started) / 1000;
  return {
    generationsPerSecond: Math.round(generations / seconds),
    batchSize: requests.length,
    ruleViolations,
  };
}
