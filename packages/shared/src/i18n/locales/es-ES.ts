import { mailEsES } from './mail.es-ES';
import { captionsEsES } from './captions.es-ES';
import type { Messages } from './en-US';

export const esES: Messages = {
  meta: {
    defaultTitle: 'CaptIA — textos con IA para redes sociales',
    description:
      'CaptIA escribe textos para publicaciones con IA para Instagram, TikTok, LinkedIn, X y más, en español, inglés y portugués.',
  },
  captions: captionsEsES,
  mail: mailEsES,
  common: {
    appName: 'CaptIA',
    tagline: 'Textos con IA para redes sociales',
    loading: 'Cargando...',
    skipToContent: 'Saltar al contenido',
    home: 'Inicio',
    signIn: 'Iniciar sesión',
    signUp: 'Crear cuenta',
    createFreeAccount: 'Crear una cuenta gratis',
    seePlans: 'Ver planes',
    backHome: 'Volver al inicio',
    language: 'Idioma',
    languageChanged: 'Idioma cambiado a {{language}}',
    mainNavigation: 'Navegación principal',
    footerNavigation: 'Navegación del pie de página',
    openMenu: 'Abrir menú',
    closeMenu: 'Cerrar menú',
    notifications: 'Notificaciones',
    readingTime_one: '{{count}} min de lectura',
    readingTime_other: '{{count}} min de lectura',
  },
  theme: {
    label: 'Tema',
    light: 'Claro',
    dark: 'Oscuro',
    system: 'Sistema',
  },
  nav: {
    generator: 'Generador',
    plans: 'Planes',
    examples: 'Ejemplos',
    blog: 'Blog',
    faq: 'Preguntas frecuentes',
  },
  footer: {
    about: 'Textos escritos con IA para creadores y pequeños negocios.',
    privacy: 'Política de privacidad',
    terms: 'Términos del servicio',
    sitemap: 'Mapa del sitio',
    seo: 'Guía de SEO',
    faq: 'Preguntas frecuentes',
    blog: 'Blog',
    rights: '© {{year}} CaptIA. Todos los derechos reservados.',
  },
  pages: {
    home: {
      title: 'Generador de textos con IA para redes sociales',
      heading: 'Textos que suenan a ti, escritos en segundos',
      lead: 'Describe tu publicación, elige las redes y el tono, y CaptIA escribe textos a medida de cada red, en español, inglés o portugués.',
      featureNetworksTitle: 'Pensados para cada red',
      featureNetworksText:
        'Instagram, TikTok, LinkedIn, X, Facebook, Threads, YouTube y Pinterest, cada una dentro de sus límites.',
      featureToneTitle: 'Tu tono de voz',
      featureToneText:
        'Profesional, cercano, divertido, atrevido… elige el estilo y la extensión que encajan con tu marca.',
      featureLanguagesTitle: 'Tres idiomas',
      featureLanguagesText: 'Escribe para tu público en español de España, inglés o portugués de Brasil.',
      freeNote: '3 textos gratis al día. Sin tarjeta.',
    },
    login: {
      title: 'Iniciar sesión',
      heading: 'Hola de nuevo',
      lead: 'Inicia sesión para generar textos y conservar tu historial.',
      noAccount: '¿Aún no tienes cuenta?',
      forgot: '¿Has olvidado tu contraseña?',
    },
    register: {
      title: 'Crear cuenta',
      heading: 'Crea tu cuenta gratis',
      lead: 'Empieza con 3 textos gratis al día. Cambia de plan cuando necesites más.',
      haveAccount: '¿Ya tienes cuenta?',
    },
    forgotPassword: {
      title: 'Contraseña olvidada',
      heading: 'Restablece tu contraseña',
      lead: 'Escribe el correo de tu cuenta y te enviaremos un enlace para elegir una contraseña nueva.',
    },
    resetPassword: {
      title: 'Nueva contraseña',
      heading: 'Elige una contraseña nueva',
      lead: 'Abre esta página desde el enlace del correo de restablecimiento para fijar una contraseña nueva.',
    },
    plans: {
      title: 'Planes y precios',
      heading: 'Un plan para cada creador',
      lead: 'Empieza gratis y cambia de plan cuando tu marca necesite más textos, redes y variantes.',
      free: 'Gratis',
      profissional: 'Profesional',
      premium: 'Premium',
      freeQuota: '3 textos al día',
      profissionalQuota: '100 textos al mes',
      premiumQuota: '250 textos al mes',
      oneNetwork: '1 red social cada vez',
      allNetworks: 'Todas las redes sociales a la vez',
      shortOnly: 'Textos cortos',
      shortAndLong: 'Textos cortos y largos',
      variants_one: '{{count}} variante por red',
      variants_other: 'Hasta {{count}} variantes por red',
      emojisHashtags: 'Emojis y hashtags',
    },
    faq: {
      title: 'Preguntas frecuentes',
      heading: 'Preguntas frecuentes',
      lead: 'Respuestas sobre planes, idiomas, redes, privacidad y cómo CaptIA escribe tus textos.',
    },
    blog: {
      title: 'Blog',
      heading: 'Blog de CaptIA',
      lead: 'Ideas prácticas para escribir textos que la gente lee, comparte y responde.',
      readArticle: 'Leer artículo',
    },
    articles: {
      'legendas-engajamento-instagram': {
        title: 'Textos que generan interacción en Instagram',
        excerpt:
          'Cómo empezar con fuerza, mantener la lectura y cerrar con una llamada a la acción que consiga respuestas.',
      },
      'tons-voz-redes-sociais': {
        title: 'Tonos de voz en las redes sociales',
        excerpt:
          'Cómo elegir un tono que encaje con tu marca y adaptarlo a cada red sin perder tu identidad.',
      },
      'ia-marketing-digital-futuro': {
        title: 'La IA y el futuro del marketing digital',
        excerpt:
          'Lo que la IA ya hace bien en marketing, dónde las personas siguen siendo clave y cómo combinar ambas.',
      },
    },
    examples: {
      title: 'Ejemplos de textos',
      heading: 'Ejemplos de textos',
      lead: 'Ejemplos para distintas redes, tipos de publicación y estilos que inspiran tu próxima publicación.',
    },
    preferences: {
      title: 'Preferencias',
      heading: 'Preferencias',
      lead: 'Tu nombre visible, tu contraseña y la seguridad de tu cuenta.',
      profile: 'Perfil',
      password: 'Contraseña',
      security: 'Seguridad',
    },
    admin: {
      title: 'Panel de administración',
      heading: 'Gestión de usuarios',
      lead: 'Usuarios con su plan, fecha de alta y acciones.',
    },
    subscriptionSuccess: {
      title: 'Suscripción confirmada',
      heading: '¡Gracias por suscribirte!',
      lead: 'Estamos confirmando tu pago. Tu nuevo plan se activa en cuanto llegue la confirmación.',
      goToGenerator: 'Ir al generador',
    },
    seoInstructions: {
      title: 'Guía de SEO',
      heading: 'Guía de SEO para textos de redes sociales',
      lead: 'Cómo escribir textos que se encuentran: palabras clave, hashtags y descripciones para cada red.',
    },
    sitemap: {
      title: 'Mapa del sitio',
      heading: 'Mapa del sitio',
      lead: 'Todas las páginas públicas de CaptIA.',
      pages: 'Páginas',
      articles: 'Artículos del blog',
      legal: 'Información legal',
    },
    privacyPolicy: {
      title: 'Política de privacidad',
      heading: 'Política de privacidad',
      lead: 'Qué datos guarda CaptIA, para qué, durante cuánto tiempo y qué derechos tienes sobre ellos.',
    },
    termsOfService: {
      title: 'Términos del servicio',
      heading: 'Términos del servicio',
      lead: 'Las condiciones que se aplican cuando usas CaptIA.',
    },
    notFound: {
      title: 'Página no encontrada',
      heading: 'Página no encontrada',
      text: 'La página que buscas no existe o ha cambiado de dirección.',
    },
  },
  errors: {
    unexpected: '¡Error inesperado en la aplicación!',
    unexpectedText: 'Algo ha fallado al mostrar esta página. Recargarla suele solucionarlo.',
    reload: 'Recargar la página',
    api: {
      not_found: 'No se ha encontrado el recurso solicitado.',
      bad_request: 'La solicitud no es válida.',
      invalid_json: 'El cuerpo de la solicitud no es un JSON válido.',
      method_not_allowed: 'Este método no está permitido aquí.',
      payload_too_large: 'La solicitud es demasiado grande.',
      service_unavailable:
        'El servicio no está disponible en este momento. Inténtalo de nuevo en unos instantes.',
      internal_error: 'Algo ha fallado por nuestra parte. Inténtalo de nuevo más tarde.',
    },
  },
};
