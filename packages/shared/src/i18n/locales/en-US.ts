import { accountEnUS } from './account.en-US';
import { billingEnUS } from './billing.en-US';
import { brandsEnUS } from './brands.en-US';
import { captionsEnUS } from './captions.en-US';
import { contentEnUS } from './content.en-US';
import { generatorEnUS } from './generator.en-US';
import { integrationsEnUS } from './integrations.en-US';
import { linksEnUS } from './links.en-US';
import { modelsEnUS } from './models.en-US';
import { plannerEnUS } from './planner.en-US';
import { publishingEnUS } from './publishing.en-US';
import { pwaEnUS } from './pwa.en-US';
/** English (US) — the reference catalog: every other catalog has exactly these keys. */
export const enUS = {
  meta: {
    defaultTitle: 'CaptIA — AI captions for social media',
    description:
      'CaptIA writes social media captions with AI for Instagram, TikTok, LinkedIn, X and more, in English, Portuguese and Spanish.',
  },
  billing: billingEnUS,
  brands: brandsEnUS,
  captions: captionsEnUS,
  generator: generatorEnUS,
  planner: plannerEnUS,
  links: linksEnUS,
  publishing: publishingEnUS,
  integrations: integrationsEnUS,
  pwa: pwaEnUS,
  models: modelsEnUS,
  account: accountEnUS,
  content: contentEnUS,
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
    planner: 'Planner',
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
    developers: 'Developers',
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
      search: 'Search users',
      searchPlaceholder: 'Name or email',
      total_one: '{{count}} user',
      total_other: '{{count}} users',
      name: 'Name',
      email: 'Email',
      plan: 'Plan',
      role: 'Role',
      createdAt: 'Created at',
      usage: 'Usage (day / month)',
      actions: 'Actions',
      roleUser: 'User',
      roleAdmin: 'Admin',
      makeAdmin: 'Make admin',
      removeAdmin: 'Remove admin',
      planLabel: 'Complimentary plan',
      ban: 'Ban',
      unban: 'Unban',
      banned: 'Banned',
      resetUsage: 'Reset usage',
      delete: 'Delete',
      confirmDeleteTitle: 'Delete this user?',
      confirmDeleteText: '{{email}} and all of their data will be deleted. This cannot be undone.',
      cancel: 'Cancel',
      confirmDelete: 'Delete user',
      updated: 'User updated',
      usageReset: 'Usage reset',
      deleted: 'User deleted',
      previous: 'Previous',
      next: 'Next',
      pageOf: 'Page {{page}} of {{pages}}',
      noUsers: 'No users match this search.',
      accessDenied: 'Access denied',
      accessDeniedText: 'This page is only for administrators.',
      auditLog: 'Recent admin actions',
      auditEntry: '{{admin}} · {{action}} · {{target}}',
      noActions: 'No admin actions yet.',
      failed: 'The action failed. Please try again.',
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
      lead: 'Every public page of CaptIA: the caption generator, plans, FAQ, blog, guides and legal pages.',
      pages: 'Pages',
      articles: 'Blog articles',
      legal: 'Legal',
    },
    privacyPolicy: {
      title: 'Privacy policy',
      heading: 'Privacy policy',
      lead: 'What data CaptIA keeps, why, for how long, and the rights you have over it.',
    },
    developers: {
      title: 'Developers',
      heading: 'CaptIA API for developers',
      lead: 'Generate captions from your own code: API keys, requests, streaming, errors and limits.',
      reference: {
        heading: 'API reference',
        lead: 'Every route with its parameters, answers and errors, read from the OpenAPI document.',
        document: 'OpenAPI document (JSON)',
        loading: 'Loading the API reference…',
        error: 'The API reference could not be loaded. The OpenAPI document is still available as JSON.',
      },
    },
    termsOfService: {
      title: 'Terms of service',
      heading: 'Terms of service',
      lead: 'The terms that apply when you use CaptIA.',
    },
    review: {
      title: 'Review a campaign',
      heading: 'Review a campaign',
    },
    notFound: {
      title: 'Page not found',
      heading: 'Page not found',
      text: "The page you're looking for doesn't exist or has moved.",
    },
  },
  validation: {
    required: 'Required field',
    invalidEmail: 'Invalid email',
    passwordsDontMatch: "Passwords don't match",
    tooLong: 'Too long',
    invalidCharacters: 'Contains characters that are not allowed (control characters)',
    invisibleCharacters:
      'Contains invisible or text-direction characters (such as zero-width spaces or right-to-left marks): remove them',
    invalidCursor: 'This page link is no longer valid: load the list again from the start',
  },
  errors: {
    unexpected: 'Unexpected Application Error!',
    unexpectedText: 'Something went wrong while showing this page. Reloading usually fixes it.',
    reload: 'Reload the page',
    /** A refused Origin that names a site: what the operator should set. */
    originRefused:
      'This request came from {{origin}}, but this server only accepts {{expected}}. If you run CaptIA, set PUBLIC_URL to the address people open.',
    api: {
      not_found: 'The requested resource was not found.',
      bad_request: 'The request is not valid.',
      invalid_json: 'The request body is not valid JSON.',
      method_not_allowed: 'This method is not allowed here.',
      payload_too_large: 'The request is too large.',
      unsupported_media_type: 'This kind of content cannot be sent here.',
      service_unavailable: 'The service is temporarily unavailable. Please try again in a moment.',
      internal_error: 'Something went wrong on our side. Please try again later.',
      input_too_complex: 'This text is too complex for us to process. Shorten or simplify it and try again.',
      unauthorized: 'Please sign in to continue.',
      forbidden_origin: 'This request came from another site and was refused.',
      invalid_credentials: 'Email or password incorrect',
      email_taken: 'An account with this email already exists. Sign in or reset your password.',
      invalid_email: 'Invalid email',
      password_too_short: 'The password must have at least 8 characters.',
      password_too_long: 'The password must have at most 128 characters.',
      weak_password: 'This password is too common or easy to guess. Try a longer phrase.',
      invalid_token: 'This link is invalid or has expired. Ask for a new one.',
      email_not_verified: 'Please confirm your email first: open the link we sent you.',
      current_password_incorrect: 'The current password is incorrect',
      current_password_required: 'Enter your current password to confirm it is you.',
      recent_sign_in_required:
        'Your account has no password, so confirm it is you another way: sign out, sign in again and retry within {{minutes}} minutes.',
      account_banned: 'This account has been suspended. Contact support if you think this is a mistake.',
      session_expired: 'Your session has expired. Please sign in again.',
      rate_limited: 'Too many attempts. Please wait {{minutes}} min and try again.',
      admin_required: 'Admin access required',
      auth_failed: 'We could not complete this request. Please try again.',
      invalid_timezone: 'Unknown time zone.',
      admin_self_action: "You can't do this to your own account.",
      two_factor_invalid_code: 'That code is not right. Check your authenticator app and try again.',
      two_factor_code_required: 'Enter a code from your authenticator app or a backup code.',
      two_factor_expired: 'This sign-in step has expired. Sign in again with your password.',
      two_factor_locked: 'Too many wrong codes. Two-factor sign-in is locked for 15 minutes.',
      two_factor_already_enabled: 'Two-factor authentication is already on.',
      two_factor_not_enabled: 'Two-factor authentication is not on for this account.',
      two_factor_required:
        'Admins must turn on two-factor authentication first: go to Preferences, Two-factor authentication.',
      passkey_failed: 'The passkey could not be verified. Try again, or sign in with your password.',
      passkey_unavailable:
        'Passkeys need the app opened at its name (such as localhost or your domain), not at an IP address.',
      passkey_limit_reached: 'This account has 20 passkeys, the most it can have. Remove one to add another.',
      plan_network_limit: 'Social network limit exceeded for your plan',
      plan_long_text: 'Long text not available in your plan',
      plan_variant_limit: 'Maximum number of variants exceeded for your plan',
      plan_emojis: 'Emojis not available in your plan',
      plan_hashtags: 'Hashtags not available in your plan',
      daily_limit_reached:
        "You've used all your captions for today. Come back tomorrow to generate more captions or upgrade to a better plan.",
      monthly_limit_reached:
        "You've used all your captions for this month. The count will reset next month or you can upgrade to a better plan.",
      monthly_limit_exceeded: 'Monthly limit exceeded',
      usage_update_failed: 'Error updating usage. Please try again later.',
      quota_insufficient:
        'This plan of posts needs {{needed}} uses of your quota and {{remaining}} remain. Plan fewer days or posts a day, or upgrade your plan.',
      import_invalid: 'The import file has a problem.',
      post_rule_broken: 'This post breaks a rule of its network.',
      request_cancelled: 'The request was cancelled before it finished. Nothing was counted.',
      plan_required:
        'API keys are available on the Profissional and Premium plans. Upgrade to create and use keys.',
      api_key_limit_reached:
        'You already have 10 API keys, the most an account can have. Revoke one to create another.',
      api_key_in_query:
        'API keys must never go in a URL. Send the key in the Authorization header: Bearer <key>.',
      brand_limit_reached:
        'All the brand voices your plan includes are in use ({{max}} of {{max}}). Upgrade your plan to add more.',
      ai_required:
        'Translation needs an AI model, and none is configured on this server. The other actions work without one.',
      invalid_signature: 'The webhook signature is not valid.',
      image_invalid:
        'This photo cannot be used. Send a JPEG, PNG or WebP image of up to 10 MB and 40 megapixels.',
      link_blocked:
        'This link cannot be read: only public web pages on http or https (standard ports) can be. Links to private networks, local addresses or with a password in them are refused.',
      link_unreadable: 'We could not read this link. Check that it opens a public web page and try again.',
      link_too_large:
        'This page is too large to read (more than 2 MB). Paste the part you want into the brief instead.',
      link_timeout:
        'The page took too long to answer (more than 10 seconds). Try again later, or paste its text into the brief.',
      connection_failed: 'The account could not be connected. Check what you entered and try again.',
      connection_limit_reached:
        'All the connected accounts your plan includes are in use ({{max}} of {{max}}). Disconnect one or upgrade your plan.',
      publish_limit_reached:
        'Your plan allows {{max}} publications waiting at once. Wait for some to go out or upgrade your plan.',
      publish_invalid: 'This publication cannot be sent as it is.',
      review_link_limit_reached:
        'This campaign already has {{max}} review links. Revoke one to make another.',
      review_post_changed:
        'This post was changed after you read it. Look at the current version and decide again.',
      webhook_limit_reached:
        'You already have {{max}} webhook endpoints, the most an account can have. Remove one to add another.',
      webhook_url_invalid:
        'This URL cannot receive webhooks: use an http or https address on a public server and the standard port, with no password in it.',
      webhook_disabled: 'This endpoint is disabled. Remove it and add it again to receive events.',
    },
  },
};

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
/** The shape every catalog must have. */
export type Messages = Widen<typeof enUS>;
