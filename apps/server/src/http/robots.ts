/** robots.txt: public pages open to crawlers; the API and private screens are not. */
export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /admin',
    'Disallow: /preferences',
    'Disallow: /configuracoes',
    'Disallow: /brands',
    'Disallow: /marcas',
    'Disallow: /planner',
    'Disallow: /planejador',
    'Disallow: /planificador',
    'Disallow: /reset-password',
    'Disallow: /subscription-success',
    'Disallow: /assinatura-sucesso',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
