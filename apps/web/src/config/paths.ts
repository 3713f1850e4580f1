import { type BlogSlug, blogArticlePath, screenPath } from '@captia/shared';

/** Every in-app URL is built here, from the shared route table. */
export const paths = {
  home: screenPath('home'),
  login: screenPath('login'),
  register: screenPath('register'),
  forgotPassword: screenPath('forgotPassword'),
  resetPassword: screenPath('resetPassword'),
  plans: screenPath('plans'),
  faq: screenPath('faq'),
  blog: screenPath('blog'),
  article: (slug: BlogSlug) => blogArticlePath(slug),
  examples: screenPath('examples'),
  preferences: screenPath('preferences'),
  admin: screenPath('admin'),
  subscriptionSuccess: screenPath('subscriptionSuccess'),
  seoInstructions: screenPath('seoInstructions'),
  sitemap: screenPath('sitemap'),
  privacyPolicy: screenPath('privacyPolicy'),
  termsOfService: screenPath('termsOfService'),
  developers: screenPath('developers'),
  brands: screenPath('brands'),
  planner: screenPath('planner'),
} as const;
