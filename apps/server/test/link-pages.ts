import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

/**
 * Pages for the link reader's tests, served from 127.0.0.1 only: articles in the three languages
 * with the clutter a real page has (scripts, navigation, ads, a cookie banner), redirects, a slow
 * drip, a 50 MB body, compression bombs and wrong content types. Counts what each path sent.
 */

const clutter = (lang: string, article: string) => `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8">
<title>${/<h1>(.*?)<\/h1>/.exec(article)?.[1] ?? ''} | Padaria da Ana</title>
<meta property="og:site_name" content="Padaria da Ana">
<script>window.SCRIPT_RAN = true; document.title = 'SCRIPT RAN';</script>
<script src="/tracker.js"></script>
<style>.x{color:red}</style>
</head><body>
<div class="cookie-banner" id="cookie-consent">COOKIE BANNER: we use cookies. Accept all cookies?</div>
<header><nav><a href="/">NAVIGATION Home</a> <a href="/shop">NAVIGATION Shop</a> <a href="/about">NAVIGATION About</a></nav></header>
<aside class="sidebar ad"><p>ADVERTISEMENT Buy cheap flights now!</p></aside>
${article}
<footer><p>FOOTER © 2026 Padaria da Ana · All rights reserved</p></footer>
</body></html>`;

export const ARTICLES = {
  'pt-BR': clutter(
    'pt-BR',
    `<article><h1>Pão de fermentação natural: 48 horas de paciência</h1>
<meta property="og:description" content="">
<p>Na Padaria da Ana, cada pão de fermentação natural leva 48 horas para ficar pronto. A massa madre, que cuidamos desde 1998, trabalha devagar com farinha orgânica de um moinho de Minas Gerais.</p>
<p>O resultado é uma casca crocante, um miolo úmido e um sabor levemente ácido. A partir de sábado, 14 de dezembro, o pão sai do forno às 7h e custa R$ 24,90.</p>
<p>Passe na loja da Rua dos Pinheiros, 123, e prove uma fatia com manteiga da casa.</p></article>`,
  ),
  'en-US': clutter(
    'en',
    `<article><h1>Sourdough, slowly: 48 hours from flour to loaf</h1>
<p>At Ana's Bakery every sourdough loaf takes 48 hours. Our starter, fed daily since 1998, works slowly through organic flour milled in Vermont, and nothing is rushed.</p>
<p>The result is a crackling crust, a moist crumb and a gentle tang. From Saturday, December 14, loaves come out of the oven at 7am and cost $9.50.</p>
<p>Come by the shop at 123 Pine Street and taste a slice with our own butter.</p></article>`,
  ),
  'es-ES': clutter(
    'es-ES',
    `<article><h1>Pan de masa madre: 48 horas de paciencia</h1>
<p>En la Panadería de Ana cada pan de masa madre tarda 48 horas. Nuestra masa madre, que alimentamos a diario desde 1998, trabaja despacio con harina ecológica de un molino de Castilla.</p>
<p>El resultado es una corteza crujiente, una miga húmeda y un sabor ligeramente ácido. Desde el sábado 14 de diciembre el pan sale del horno a las 7 y cuesta 4,90 €.</p>
<p>Pásate por la tienda de la calle de los Pinos, 123, y prueba una rebanada con nuestra mantequilla.</p></article>`,
  ),
} as const;

/**
 * A simple article page as small sites make them: no `<article>`, no wrapper, the text straight
 * in the body between a cookie notice and a consent dialog, with a newsletter pop-up, a page
 * header with its navigation, a footer — and a "cookies" section of the bakery's own, which is
 * content. (Readability alone keeps the notice: it scores the body, and the notice with it.)
 */
const simple = (
  lang: string,
  w: {
    title: string;
    paragraphs: string[];
    cookiesSection: string;
    notice: string;
    accept: string;
    manage: string;
    dialog: string;
    newsletter: string;
    nav: string[];
    footer: string;
  },
) => `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><title>${w.title}</title></head><body>
<div id="cookie-notice" class="cookie-notice"><p>${w.notice}</p><button>${w.accept}</button> <a href="/privacy">${w.manage}</a></div>
<header class="site-header"><a href="/" class="logo">Padaria da Ana</a>
<nav><ul>${w.nav.map((item) => `<li><a href="/${item.toLowerCase()}">${item}</a></li>`).join('')}</ul></nav></header>
<h1>${w.title}</h1>
${w.paragraphs.map((text) => `<p>${text}</p>`).join('\n')}
<div class="cookies-grid"><p>${w.cookiesSection}</p></div>
<div class="newsletter-popup"><p>${w.newsletter}</p><form><input type="email"><button>OK</button></form></div>
<div class="cc-window cc-banner" role="dialog" aria-live="polite"><p>${w.dialog}</p><a class="cc-btn">${w.accept}</a></div>
<footer><p>${w.footer}</p></footer>
</body></html>`;

export const SIMPLE = {
  'en-US': simple('en', {
    title: 'Rye week at the bakery',
    paragraphs: [
      'This week every loaf on our shelves is made with rye. We mill the grain ourselves on Mondays, and the dough rests for a whole day before it is shaped.',
      'The dark rye costs $7.80 and keeps for a week wrapped in a cloth. The light rye, with caraway, comes out of the oven at 8am on weekdays.',
      'Come early on Saturday: the rye and walnut loaf sells out before noon.',
    ],
    cookiesSection: 'Our rye and chocolate cookies are back too, at $2.50 each.',
    notice: 'We use cookies to improve your experience and for marketing. Accept all cookies?',
    accept: 'Accept all cookies',
    manage: 'Manage preferences',
    dialog: 'This website uses cookies to ensure you get the best experience. Learn more',
    newsletter: 'Subscribe to our newsletter and get 10% off your first order!',
    nav: ['Home', 'Shop', 'Contact'],
    footer: '© 2026 Ana’s Bakery · Privacy policy · Terms of use',
  }),
  'pt-BR': simple('pt-BR', {
    title: 'Semana do centeio na padaria',
    paragraphs: [
      'Nesta semana todos os pães da vitrine são feitos com centeio. Moemos o grão nós mesmos às segundas-feiras, e a massa descansa um dia inteiro antes de ser modelada.',
      'O centeio escuro custa R$ 19,80 e dura uma semana embrulhado num pano. O centeio claro, com alcaravia, sai do forno às 8h nos dias úteis.',
      'Chegue cedo no sábado: o pão de centeio com nozes acaba antes do meio-dia.',
    ],
    cookiesSection: 'Os cookies de centeio e chocolate também voltaram, a R$ 6,50 cada.',
    notice:
      'Usamos cookies para melhorar sua experiência e para fins de marketing. Aceitar todos os cookies?',
    accept: 'Aceitar todos os cookies',
    manage: 'Gerenciar preferências',
    dialog: 'Este site usa cookies para garantir a melhor experiência. Saiba mais',
    newsletter: 'Assine a nossa newsletter e ganhe 10% de desconto na primeira compra!',
    nav: ['Início', 'Loja', 'Contato'],
    footer: '© 2026 Padaria da Ana · Política de privacidade · Termos de uso',
  }),
  'es-ES': simple('es-ES', {
    title: 'Semana del centeno en la panadería',
    paragraphs: [
      'Esta semana todos los panes del mostrador llevan centeno. Molemos el grano nosotros mismos los lunes, y la masa reposa un día entero antes de formarla.',
      'El centeno oscuro cuesta 5,20 € y aguanta una semana envuelto en un paño. El centeno claro, con alcaravea, sale del horno a las 8 los días laborables.',
      'Ven pronto el sábado: el pan de centeno con nueces se agota antes del mediodía.',
    ],
    cookiesSection: 'Las galletas de centeno y chocolate también han vuelto, a 1,80 € cada una.',
    notice:
      'Utilizamos cookies para mejorar tu experiencia y con fines de marketing. ¿Aceptar todas las cookies?',
    accept: 'Aceptar todas las cookies',
    manage: 'Configurar preferencias',
    dialog: 'Este sitio web utiliza cookies para ofrecerte la mejor experiencia. Más información',
    newsletter: 'Suscríbete a nuestro boletín y llévate un 10 % de descuento en tu primer pedido.',
    nav: ['Inicio', 'Tienda', 'Contacto'],
    footer: '© 2026 Panadería de Ana · Política de privacidad · Aviso legal',
  }),
} as const;

/** The clutter of SIMPLE, in each language: none of it may reach the text. */
export const SIMPLE_CLUTTER = {
  'en-US': [
    'cookies?',
    'Accept all',
    'Manage preferences',
    'best experience',
    'newsletter',
    'Home',
    'Privacy policy',
  ],
  'pt-BR': [
    'os cookies?',
    'Aceitar todos',
    'Gerenciar',
    'melhor experiência',
    'newsletter',
    'Início',
    'Política de privacidade',
  ],
  'es-ES': [
    'las cookies?',
    'Aceptar todas',
    'Configurar',
    'mejor experiencia',
    'boletín',
    'Inicio',
    'Política de privacidad',
  ],
} as const;

/** `depth` `<div>`s, never closed, around a line of text: ~6 KB at 1,200 (8–12 s of Readability before 0050). */
export const nestedDivs = (depth: number) =>
  `<!doctype html><html><head><title>Nested</title></head><body>${'<div>'.repeat(depth)}Deep text.</body></html>`;

/** A title and text carrying a right-to-left override (U+202E) and the other bidi controls. */
export const BIDI_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<title>Invoice \u202Efdp.exe\u202C ready</title><meta name="description" content="Pay \u2066now\u2069 \u200Fplease"></head><body>
<article><h1>Invoice \u202Efdp.exe</h1><p>${'Your invoice is attached as \u202Efdp.exe\u202C, open it today. '.repeat(6)}</p>
<p>Marks \u200E\u200F\u061C and isolates \u2066\u2067\u2068\u2069 and embeddings \u202A\u202B\u202D are gone too.</p></article>
</body></html>`;
export const BIDI_PLAIN =
  'Weekly \u202Enotes\u202C\n\nThe bakery opens at 7am \u2067on Saturday\u2069. Sourdough costs $9.50.\u200F\n';

/** 50 MB of one letter, compressed: made once per process, on first use (brotli takes a moment). */
/**
 * 50 MB of "a", compressed: made once per process, in zlib's thread pool, before the server
 * answers. (Made on the first request, synchronously, it once held the event loop long enough
 * under load for the fetcher's 1.5 s test timeout to fire first: link_timeout, not too large.)
 */
let bombs: Promise<{ gzip: Buffer; br: Buffer }> | null = null;
function compressionBombs() {
  bombs ??= (async () => {
    const inflated = Buffer.alloc(50 * 1024 * 1024, 0x61);
    const [gzip, br] = await Promise.all([
      promisify(zlib.gzip)(inflated, { level: 9 }),
      promisify(zlib.brotliCompress)(inflated, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } }),
    ]);
    return { gzip, br };
  })();
  return bombs;
}

export interface PageServer {
  origin: string;
  port: number;
  /** Bytes each path has written to its connections so far. */
  sent: Map<string, number>;
  /** Requests per path. */
  hits: Map<string, number>;
  close(): Promise<void>;
}

/** The pages (see the module comment); `redirectTo` is where /to-elsewhere sends the client. */
export async function startPageServer(options: { redirectTo?: string } = {}): Promise<PageServer> {
  const bomb = await compressionBombs();
  const sent = new Map<string, number>();
  const hits = new Map<string, number>();
  const timers = new Set<NodeJS.Timeout>();
  const server = http.createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0] as string;
    hits.set(path, (hits.get(path) ?? 0) + 1);
    const write = res.write.bind(res);
    res.write = ((chunk: Buffer | string, ...rest: unknown[]) => {
      sent.set(path, (sent.get(path) ?? 0) + Buffer.byteLength(chunk));
      return (write as (...args: unknown[]) => boolean)(chunk, ...rest);
    }) as typeof res.write;
    const html = (body: string) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.write(body);
      res.end();
    };
    const article = /^\/article\/(pt-BR|en-US|es-ES)$/.exec(path);
    if (article) return html(ARTICLES[article[1] as keyof typeof ARTICLES]);
    const simplePage = /^\/simple\/(pt-BR|en-US|es-ES)$/.exec(path);
    if (simplePage) return html(SIMPLE[simplePage[1] as keyof typeof SIMPLE]);
    switch (path) {
      case '/latin1': {
        res.writeHead(200, { 'content-type': 'text/html; charset=iso-8859-1' });
        res.write(Buffer.from(ARTICLES['pt-BR'].replace('charset="utf-8"', ''), 'latin1'));
        return res.end();
      }
      case '/gzipped': {
        res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' });
        res.write(zlib.gzipSync(ARTICLES['en-US']));
        return res.end();
      }
      case '/plain': {
        res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' });
        res.write('Weekly notes\n\nThe bakery opens at 7am on Saturday. Sourdough costs $9.50.\n');
        return res.end();
      }
      case '/nested':
        return html(nestedDivs(1200));
      case '/bidi':
        return html(BIDI_HTML);
      case '/bidi-plain':
        res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' });
        res.write(BIDI_PLAIN);
        return res.end();
      case '/meta-only':
        return html(
          '<html lang="es"><head><title>Solo metadatos</title><meta name="description" content="Una página sin artículo, solo con su descripción."></head><body></body></html>',
        );
      case '/empty':
        return html('<html><head></head><body><script>1</script></body></html>');
      case '/redirect/1':
        res.writeHead(302, { location: '/redirect/2' });
        return res.end();
      case '/redirect/2':
        res.writeHead(301, { location: '/redirect/3' });
        return res.end();
      case '/redirect/3':
        res.writeHead(307, { location: '/article/en-US' });
        return res.end();
      case '/redirect/loop':
        res.writeHead(302, { location: '/redirect/loop' });
        return res.end();
      case '/to-elsewhere':
        res.writeHead(302, { location: options.redirectTo ?? 'http://10.0.0.1/' });
        return res.end();
      case '/slow': {
        // Headers at once, then a byte a second: only the total timeout stops it.
        res.writeHead(200, { 'content-type': 'text/html' });
        const drip = setInterval(() => res.write('<p>a</p>'), 1000);
        timers.add(drip);
        res.on('close', () => clearInterval(drip));
        return;
      }
      case '/silent':
        // Never answers: the request hangs until the reader gives up.
        return;
      case '/huge': {
        // 50 MB, streamed without a length, as fast as the reader takes it.
        res.writeHead(200, { 'content-type': 'text/html' });
        const chunk = Buffer.alloc(64 * 1024, 0x62);
        let left = 800;
        const pump = () => {
          while (left > 0) {
            left--;
            if (!res.write(chunk)) return void res.once('drain', pump);
          }
          res.end();
        };
        res.on('close', () => {
          left = 0;
        });
        return pump();
      }
      case '/declared-huge':
        res.writeHead(200, { 'content-type': 'text/html', 'content-length': String(50 * 1024 * 1024) });
        res.write('<p>');
        return; // the rest never comes: the declared length is enough to refuse
      case '/gzip-bomb':
        res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' });
        res.write(bomb.gzip);
        return res.end();
      case '/br-bomb':
        res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'br' });
        res.write(bomb.br);
        return res.end();
      case '/image.png':
        res.writeHead(200, { 'content-type': 'image/png' });
        res.write(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
        return res.end();
      case '/data.json':
        res.writeHead(200, { 'content-type': 'application/json' });
        res.write('{"secret":"internal"}');
        return res.end();
      case '/secret':
        res.writeHead(200, { 'content-type': 'text/html' });
        res.write('<p>INTERNAL SECRET 42</p>');
        return res.end();
      default:
        res.writeHead(404, { 'content-type': 'text/html' });
        res.write('<p>INTERNAL 404 page</p>');
        return res.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    sent,
    hits,
    close: () =>
      new Promise((resolve) => {
        for (const timer of timers) clearInterval(timer);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
