/**
 * The table of docs/product.md, Screens and routes, written out by hand: every route and alias
 * with the screen it must show, checked against the route table the code uses.
 */
export const SPEC_ROUTES: ReadonlyArray<readonly [path: string, screen: string]> = [
  ['/', 'home'],
  ['/login', 'login'],
  ['/entrar', 'login'],
  ['/register', 'register'],
  ['/criar-conta', 'register'],
  ['/forgot-password', 'forgotPassword'],
  ['/reset-password', 'resetPassword'],
  ['/plans', 'plans'],
  ['/planos', 'plans'],
  ['/planos-precos', 'plans'],
  ['/faq', 'faq'],
  ['/perguntas-frequentes', 'faq'],
  ['/blog', 'blog'],
  ['/blog/legendas-engajamento-instagram', 'blogArticle'],
  ['/blog/tons-voz-redes-sociais', 'blogArticle'],
  ['/blog/ia-marketing-digital-futuro', 'blogArticle'],
  ['/examples', 'examples'],
  ['/exemplos', 'examples'],
  ['/exemplos-legendas', 'examples'],
  ['/preferences', 'preferences'],
  ['/configuracoes', 'preferences'],
  ['/admin', 'admin'],
  ['/subscription-success', 'subscriptionSuccess'],
  ['/assinatura-sucesso', 'subscriptionSuccess'],
  ['/seo-instructions', 'seoInstructions'],
  ['/guia-seo', 'seoInstructions'],
  ['/sitemap', 'sitemap'],
  ['/mapa-do-site', 'sitemap'],
  ['/privacy-policy', 'privacyPolicy'],
  ['/politica-privacidade', 'privacyPolicy'],
  ['/terms-of-service', 'termsOfService'],
  ['/termos-uso', 'termsOfService'],
  // Added by the public API issue (item 5): the developers' guide and API reference.
  ['/developers', 'developers'],
  ['/desenvolvedores', 'developers'],
  // Added by the brand voice issue (item 5): the account's brand voices.
  ['/brands', 'brands'],
  ['/marcas', 'brands'],
  // Added by the planner issue (item 6): a week of posts on a calendar.
  ['/planner', 'planner'],
  ['/planejador', 'planner'],
  ['/planificador', 'planner'],
  // Added with review links: a campaign's review for someone without an account, any token.
  ['/review/not-a-real-token', 'review'],
];
