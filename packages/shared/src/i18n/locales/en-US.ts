import { mailEnUS } from './mail.en-US';
import { captionsEnUS } from './captions.en-US';
/** English (US) — the reference catalog: every other catalog has exactly these keys. */
export const enUS = {
  meta: {
    defaultTitle: 'CaptIA — AI captions for social media',
    description:
      'CaptIA writes social media captions with AI for Instagram, TikTok, LinkedIn, X and more, in English, Portuguese and Spanish.',
  },
  captions: captionsEnUS,
  mail: mailEnUS,
  common: {
    appName: 'CaptIA',
    tagline: 'AI captions for social media',
    loading: 'Loading...',
    skipToContent: 'Skip to content',
    home: 'Home',
    signIn: 'Sign in',
    signUp: 'Sign up',
    createFreeAccount: 'Create a free account',
    seePlans: 'See plans',
    backHome: 'Back to the home page',
    language: 'Language',
    languageChanged: 'Language changed to {{language}}',
    mainNavigation: 'Main navigation',
    footerNavigation: 'Footer navigation',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    notifications: 'Notifications',
    readingTime_one: '{{count}} min read',
    readingTime_other: '{{count}} min read',
  },
  theme: {
    label: 'Theme',
    light: 'Light',
    dark: 'Dark',
    system: 'System',
  },
  nav: {
    generator: 'Generator',
    plans: 'Plans',
    examples: 'Examples',
    blog: 'Blog',
    faq: 'FAQ',
  },
  footer: {
    about: 'Captions written with AI for creators and small businesses.',
    privacy: 'Privacy policy',
    terms: 'Terms of service',
    sitemap: 'Site map',
    seo: 'SEO guide',
    faq: 'FAQ',
    blog: 'Blog',
    rights: '© {{year}} CaptIA. All rights reserved.',
  },
  pages: {
    home: {
      title: 'AI caption generator for social media',
      heading: 'Captions that sound like you, written in seconds',
      lead: 'Describe your post, pick the networks and the tone, and CaptIA writes captions that fit each network — in English, Portuguese or Spanish.',
      featureNetworksTitle: 'Made for each network',
      featureNetworksText:
        'Instagram, TikTok, LinkedIn, X, Facebook, Threads, YouTube and Pinterest, each within its own limits.',
      featureToneTitle: 'Your tone of voice',
      featureToneText: 'Professional, casual, funny, bold… choose a style and a length that suit your brand.',
      featureLanguagesTitle: 'Three languages',
      featureLanguagesText: 'Write for your audience in English, Brazilian Portuguese or Spanish from Spain.',
      freeNote: '3 free captions a day. No card needed.',
    },
    login: {
      title: 'Sign in',
      heading: 'Welcome back',
      lead: 'Sign in to generate captions and keep your history.',
      noAccount: "Don't have an account?",
      forgot: 'Forgot your password?',
    },
    register: {
      title: 'Create account',
      heading: 'Create your free account',
      lead: 'Start with 3 free captions a day. Upgrade whenever you need more.',
      haveAccount: 'Already have an account?',
    },
    forgotPassword: {
      title: 'Forgot password',
      heading: 'Reset your password',
      lead: "Enter the email of your account and we'll send you a link to choose a new password.",
    },
    resetPassword: {
      title: 'New password',
      heading: 'Choose a new password',
      lead: 'Open this page from the link in your password reset email to set a new password.',
    },
    plans: {
      title: 'Plans and pricing',
      heading: 'A plan for every creator',
      lead: 'Start for free and upgrade when your brand needs more captions, networks and variants.',
      free: 'Free',
      profissional: 'Professional',
      premium: 'Premium',
      freeQuota: '3 captions a day',
      profissionalQuota: '100 captions a month',
      premiumQuota: '250 captions a month',
      oneNetwork: '1 social network at a time',
      allNetworks: 'All social networks at once',
      shortOnly: 'Short captions',
      shortAndLong: 'Short and long captions',
      variants_one: '{{count}} variant per network',
      variants_other: 'Up to {{count}} variants per network',
      emojisHashtags: 'Emojis and hashtags',
    },
    faq: {
      title: 'Frequently asked questions',
      heading: 'Frequently asked questions',
      lead: 'Answers about plans, languages, networks, privacy and how CaptIA writes your captions.',
    },
    blog: {
      title: 'Blog',
      heading: 'CaptIA blog',
      lead: 'Practical ideas for writing captions that people read, share and act on.',
      readArticle: 'Read article',
    },
    articles: {
      'legendas-engajamento-instagram': {
        title: 'Captions that drive engagement on Instagram',
        excerpt: 'How to open strong, keep people reading and end with a call to action that gets replies.',
      },
      'tons-voz-redes-sociais': {
        title: 'Tones of voice on social networks',
        excerpt:
          'Choosing a tone that fits your brand and adapting it to each network without losing yourself.',
      },
      'ia-marketing-digital-futuro': {
        title: 'AI and the future of digital marketing',
        excerpt:
          'What AI already does well for marketers, where people still matter most, and how to use both.',
      },
    },
    examples: {
      title: 'Caption examples',
      heading: 'Caption examples',
      lead: 'Examples across networks, post types and styles to inspire your next post.',
    },
    preferences: {
      title: 'Preferences',
      heading: 'Preferences',
      lead: 'Your display name, password and account security.',
      profile: 'Profile',
      password: 'Password',
      security: 'Security',
    },
    admin: {
      title: 'Admin panel',
      heading: 'User management',
      lead: 'Users with their plan, creation date and actions.',
    },
    subscriptionSuccess: {
      title: 'Subscription confirmed',
      heading: 'Thank you for subscribing!',
      lead: 'Your payment is being confirmed. Your new plan is active as soon as the confirmation arrives.',
      goToGenerator: 'Go to the generator',
    },
    seoInstructions: {
      title: 'SEO guide',
      heading: 'SEO guide for social media captions',
      lead: 'How to write captions that are found: keywords, hashtags and descriptions for each network.',
    },
    sitemap: {
      title: 'Site map',
      heading: 'Site map',
      lead: 'Every public page of CaptIA.',
      pages: 'Pages',
      articles: 'Blog articles',
      legal: 'Legal',
    },
    privacyPolicy: {
      title: 'Privacy policy',
      heading: 'Privacy policy',
      lead: 'What data CaptIA keeps, why, for how long, and the rights you have over it.',
    },
    termsOfService: {
      title: 'Terms of service',
      heading: 'Terms of service',
      lead: 'The terms that apply when you use CaptIA.',
    },
    notFound: {
      title: 'Page not found',
      heading: 'Page not found',
      text: "The page you're looking for doesn't exist or has moved.",
    },
  },
  errors: {
    unexpected: 'Unexpected Application Error!',
    unexpectedText: 'Something went wrong while showing this page. Reloading usually fixes it.',
    reload: 'Reload the page',
    api: {
      not_found: 'The requested resource was not found.',
      bad_request: 'The request is not valid.',
      invalid_json: 'The request body is not valid JSON.',
      method_not_allowed: 'This method is not allowed here.',
      payload_too_large: 'The request is too large.',
      service_unavailable: 'The service is temporarily unavailable. Please try again in a moment.',
      internal_error: 'Something went wrong on our side. Please try again later.',
    },
  },
};

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
/** The shape every catalog must have. */
export type Messages = Widen<typeof enUS>;
