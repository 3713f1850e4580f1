import { accountEsES } from './account.es-ES';
import { billingEsES } from './billing.es-ES';
import { brandsEsES } from './brands.es-ES';
import { captionsEsES } from './captions.es-ES';
import { contentEsES } from './content.es-ES';
import type { Messages } from './en-US';
import { generatorEsES } from './generator.es-ES';
import { integrationsEsES } from './integrations.es-ES';
import { linksEsES } from './links.es-ES';
import { modelsEsES } from './models.es-ES';
import { plannerEsES } from './planner.es-ES';
import { publishingEsES } from './publishing.es-ES';
import { pwaEsES } from './pwa.es-ES';

export const esES: Messages = {
  meta: {
    defaultTitle: 'CaptIA — textos con IA para redes sociales',
    description:
      'CaptIA escribe textos para publicaciones con IA para Instagram, TikTok, LinkedIn, X y más, en español, inglés y portugués.',
  },
  billing: billingEsES,
  brands: brandsEsES,
  captions: captionsEsES,
  generator: generatorEsES,
  planner: plannerEsES,
  links: linksEsES,
  publishing: publishingEsES,
  integrations: integrationsEsES,
  pwa: pwaEsES,
  models: modelsEsES,
  account: accountEsES,
  content: contentEsES,
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
    planner: 'Planificador',
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
    developers: 'Desarrolladores',
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
      search: 'Buscar usuarios',
      searchPlaceholder: 'Nombre o correo',
      total_one: '{{count}} usuario',
      total_other: '{{count}} usuarios',
      name: 'Nombre',
      email: 'Correo',
      plan: 'Plan',
      role: 'Rol',
      createdAt: 'Alta',
      usage: 'Uso (día / mes)',
      actions: 'Acciones',
      roleUser: 'Usuario',
      roleAdmin: 'Administrador',
      makeAdmin: 'Hacer administrador',
      removeAdmin: 'Quitar administrador',
      planLabel: 'Plan de cortesía',
      ban: 'Bloquear',
      unban: 'Desbloquear',
      banned: 'Bloqueado',
      resetUsage: 'Poner uso a cero',
      delete: 'Eliminar',
      confirmDeleteTitle: '¿Eliminar este usuario?',
      confirmDeleteText: 'Se eliminarán {{email}} y todos sus datos. No se puede deshacer.',
      cancel: 'Cancelar',
      confirmDelete: 'Eliminar usuario',
      updated: 'Usuario actualizado',
      usageReset: 'Uso puesto a cero',
      deleted: 'Usuario eliminado',
      previous: 'Anterior',
      next: 'Siguiente',
      pageOf: 'Página {{page}} de {{pages}}',
      noUsers: 'Ningún usuario coincide con la búsqueda.',
      accessDenied: 'Acceso denegado',
      accessDeniedText: 'Esta página es solo para administradores.',
      auditLog: 'Acciones recientes de administración',
      auditEntry: '{{admin}} · {{action}} · {{target}}',
      noActions: 'Todavía no hay acciones de administración.',
      failed: 'La acción ha fallado. Inténtalo de nuevo.',
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
      lead: 'Todas las páginas públicas de CaptIA: generador de textos, planes, preguntas frecuentes, blog, guías y páginas legales.',
      pages: 'Páginas',
      articles: 'Artículos del blog',
      legal: 'Información legal',
    },
    privacyPolicy: {
      title: 'Política de privacidad',
      heading: 'Política de privacidad',
      lead: 'Qué datos guarda CaptIA, para qué, durante cuánto tiempo y qué derechos tienes sobre ellos.',
    },
    developers: {
      title: 'Desarrolladores',
      heading: 'API de CaptIA para desarrolladores',
      lead: 'Genera textos desde tu propio código: claves de API, peticiones, streaming, errores y límites.',
      reference: {
        heading: 'Referencia de la API',
        lead: 'Todas las rutas con sus parámetros, respuestas y errores, leídas del documento OpenAPI.',
        document: 'Documento OpenAPI (JSON)',
        loading: 'Cargando la referencia de la API…',
        error:
          'No se ha podido cargar la referencia de la API. El documento OpenAPI sigue disponible en JSON.',
      },
    },
    termsOfService: {
      title: 'Términos del servicio',
      heading: 'Términos del servicio',
      lead: 'Las condiciones que se aplican cuando usas CaptIA.',
    },
    review: {
      title: 'Revisar una campaña',
      heading: 'Revisar una campaña',
    },
    notFound: {
      title: 'Página no encontrada',
      heading: 'Página no encontrada',
      text: 'La página que buscas no existe o ha cambiado de dirección.',
    },
  },
  validation: {
    required: 'Campo obligatorio',
    invalidEmail: 'Correo no válido',
    passwordsDontMatch: 'Las contraseñas no coinciden',
    tooLong: 'Demasiado largo',
    invalidCharacters: 'Contiene caracteres no permitidos (caracteres de control)',
    invisibleCharacters:
      'Contiene caracteres invisibles o que cambian la dirección del texto (como espacios de ancho cero o marcas de derecha a izquierda): elimínalos',
    invalidCursor: 'Este enlace de página ya no es válido: vuelve a cargar la lista desde el principio',
  },
  errors: {
    unexpected: '¡Error inesperado en la aplicación!',
    unexpectedText: 'Algo ha fallado al mostrar esta página. Recargarla suele solucionarlo.',
    reload: 'Recargar la página',
    originRefused:
      'Esta solicitud venía de {{origin}}, pero este servidor solo acepta {{expected}}. Si administras CaptIA, define PUBLIC_URL con la dirección que abre la gente.',
    api: {
      not_found: 'No se ha encontrado el recurso solicitado.',
      bad_request: 'La solicitud no es válida.',
      invalid_json: 'El cuerpo de la solicitud no es un JSON válido.',
      method_not_allowed: 'Este método no está permitido aquí.',
      payload_too_large: 'La solicitud es demasiado grande.',
      unsupported_media_type: 'Este tipo de contenido no se puede enviar aquí.',
      service_unavailable:
        'El servicio no está disponible en este momento. Inténtalo de nuevo en unos instantes.',
      internal_error: 'Algo ha fallado por nuestra parte. Inténtalo de nuevo más tarde.',
      input_too_complex:
        'Este texto es demasiado complejo para procesarlo. Acórtalo o simplifícalo e inténtalo de nuevo.',
      unauthorized: 'Inicia sesión para continuar.',
      forbidden_origin: 'Esta solicitud venía de otro sitio y se ha rechazado.',
      invalid_credentials: 'Correo o contraseña incorrectos',
      email_taken: 'Ya existe una cuenta con este correo. Inicia sesión o restablece tu contraseña.',
      invalid_email: 'Correo no válido',
      password_too_short: 'La contraseña debe tener al menos 8 caracteres.',
      password_too_long: 'La contraseña debe tener como máximo 128 caracteres.',
      weak_password:
        'Esta contraseña es demasiado común o fácil de adivinar. Prueba con una frase más larga.',
      invalid_token: 'Este enlace no es válido o ha caducado. Pide uno nuevo.',
      email_not_verified: 'Confirma primero tu correo: abre el enlace que te hemos enviado.',
      current_password_incorrect: 'La contraseña actual no es correcta',
      current_password_required: 'Escribe tu contraseña actual para confirmar que eres tú.',
      recent_sign_in_required:
        'Tu cuenta no tiene contraseña; confirma que eres tú de otra forma: cierra sesión, vuelve a entrar e inténtalo de nuevo en menos de {{minutes}} minutos.',
      account_banned: 'Esta cuenta está suspendida. Escribe a soporte si crees que es un error.',
      session_expired: 'Tu sesión ha caducado. Vuelve a iniciar sesión.',
      rate_limited: 'Demasiados intentos. Espera {{minutes}} min y vuelve a intentarlo.',
      admin_required: 'Se necesita acceso de administrador',
      auth_failed: 'No hemos podido completar esta solicitud. Inténtalo de nuevo.',
      invalid_timezone: 'Zona horaria desconocida.',
      admin_self_action: 'No puedes hacer esto con tu propia cuenta.',
      two_factor_invalid_code:
        'El código no es correcto. Revisa tu aplicación de autenticación y vuelve a intentarlo.',
      two_factor_code_required:
        'Introduce un código de tu aplicación de autenticación o un código de recuperación.',
      two_factor_expired:
        'Este paso del inicio de sesión ha caducado. Vuelve a iniciar sesión con tu contraseña.',
      two_factor_locked:
        'Demasiados códigos incorrectos. La verificación en dos pasos queda bloqueada 15 minutos.',
      two_factor_already_enabled: 'La verificación en dos pasos ya está activada.',
      two_factor_not_enabled: 'La verificación en dos pasos no está activada en esta cuenta.',
      two_factor_required:
        'Los administradores deben activar antes la verificación en dos pasos: ve a Preferencias, Verificación en dos pasos.',
      passkey_failed:
        'No se pudo verificar la llave de acceso. Inténtalo de nuevo o inicia sesión con tu contraseña.',
      passkey_unavailable:
        'Las llaves de acceso necesitan la app abierta por su nombre (como localhost o tu dominio), no por una dirección IP.',
      passkey_limit_reached:
        'Esta cuenta tiene 20 llaves de acceso, el máximo. Elimina una para añadir otra.',
      plan_network_limit: 'Has superado el límite de redes sociales de tu plan',
      plan_long_text: 'El texto largo no está disponible en tu plan',
      plan_variant_limit: 'Has superado el número máximo de variantes de tu plan',
      plan_emojis: 'Los emojis no están disponibles en tu plan',
      plan_hashtags: 'Los hashtags no están disponibles en tu plan',
      daily_limit_reached:
        'Ya has usado todos tus textos de hoy. Vuelve mañana para generar más o pásate a un plan mejor.',
      monthly_limit_reached:
        'Ya has usado todos tus textos de este mes. El contador se reinicia el mes que viene, o puedes pasarte a un plan mejor.',
      monthly_limit_exceeded: 'Límite mensual superado',
      usage_update_failed: 'Error al actualizar el uso. Inténtalo de nuevo más tarde.',
      quota_insufficient:
        'Esta planificación necesita {{needed}} usos de tu cuota y quedan {{remaining}}. Planifica menos días o publicaciones al día, o mejora tu plan.',
      import_invalid: 'El archivo de importación tiene un problema.',
      post_rule_broken: 'Esta publicación incumple una regla de su red social.',
      request_cancelled: 'La solicitud se canceló antes de terminar. No se ha contabilizado nada.',
      plan_required:
        'Las claves de API están disponibles en los planes Profissional y Premium. Mejora tu plan para crear y usar claves.',
      api_key_limit_reached: 'Ya tienes 10 claves de API, el máximo por cuenta. Revoca una para crear otra.',
      api_key_in_query:
        'Las claves de API nunca deben ir en una URL. Envía la clave en la cabecera Authorization: Bearer <clave>.',
      brand_limit_reached:
        'Ya usas todas las voces de marca de tu plan ({{max}} de {{max}}). Mejora tu plan para añadir más.',
      ai_required:
        'La traducción necesita un modelo de IA y este servidor no tiene ninguno configurado. Las demás acciones funcionan sin él.',
      invalid_signature: 'La firma del webhook no es válida.',
      image_invalid:
        'Esta foto no se puede usar. Envía una imagen JPEG, PNG o WebP de hasta 10 MB y 40 megapíxeles.',
      link_blocked:
        'Este enlace no se puede leer: solo páginas web públicas en http o https (puertos estándar). Se rechazan los enlaces a redes privadas, direcciones locales o con contraseña.',
      link_unreadable:
        'No hemos podido leer este enlace. Comprueba que abre una página web pública y vuelve a intentarlo.',
      link_too_large:
        'Esta página es demasiado grande para leerla (más de 2 MB). Pega en la descripción la parte que quieras.',
      link_timeout:
        'La página ha tardado demasiado en responder (más de 10 segundos). Inténtalo más tarde o pega su texto en la descripción.',
      connection_failed: 'No se pudo conectar la cuenta. Revisa lo que escribiste e inténtalo de nuevo.',
      connection_limit_reached:
        'Todas las cuentas conectadas de tu plan están en uso ({{max}} de {{max}}). Desconecta una o mejora tu plan.',
      publish_limit_reached:
        'Tu plan permite {{max}} publicaciones en espera a la vez. Espera a que salgan algunas o mejora tu plan.',
      publish_invalid: 'Esta publicación no se puede enviar así.',
      review_link_limit_reached:
        'Esta campaña ya tiene {{max}} enlaces de revisión. Revoca uno para crear otro.',
      review_post_changed:
        'Esta publicación cambió después de que la leyeras. Mira la versión actual y decide de nuevo.',
      webhook_limit_reached:
        'Ya tienes {{max}} endpoints de webhook, el máximo por cuenta. Elimina uno para añadir otro.',
      webhook_url_invalid:
        'Esta URL no puede recibir webhooks: usa una dirección http o https de un servidor público, en el puerto estándar y sin contraseña.',
      webhook_disabled: 'Este endpoint está desactivado. Elimínalo y vuelve a añadirlo para recibir eventos.',
    },
  },
};
