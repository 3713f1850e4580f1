import type { Messages } from './en-US';

/** Caption-engine texts (options, engine notices and errors) — es-ES. */
export const captionsEsES: Messages['captions'] = {
  heading: 'Generador de textos',
  networks: {
    instagram: 'Instagram',
    facebook: 'Facebook',
    x: 'X (Twitter)',
    linkedin: 'LinkedIn',
    tiktok: 'TikTok',
    threads: 'Threads',
    youtube: 'YouTube',
    pinterest: 'Pinterest',
    bluesky: 'Bluesky',
    mastodon: 'Mastodon',
  },
  postTypes: {
    'product-promotion': 'Producto o promoción',
    announcement: 'Anuncio',
    event: 'Evento',
    'tips-educational': 'Consejos y contenido educativo',
    'behind-the-scenes': 'Entre bastidores',
    inspirational: 'Inspiración',
    'question-engagement': 'Pregunta e interacción',
    seasonal: 'Fechas especiales',
  },
  styles: {
    professional: 'Profesional',
    casual: 'Informal',
    funny: 'Divertido',
    inspirational: 'Inspirador',
    persuasive: 'Persuasivo',
    informative: 'Informativo',
    friendly: 'Cercano',
    bold: 'Atrevido',
  },
  lengths: {
    short: 'Corto',
    long: 'Largo',
  },
  languages: {
    'pt-BR': 'Portugués (Brasil)',
    'en-US': 'Inglés (EE. UU.)',
    'es-ES': 'Español (España)',
  },
  units: {
    characters: 'caracteres',
    'x-weighted': 'caracteres (recuento de X)',
    threads: 'caracteres (los emojis cuentan como bytes)',
    'utf8-bytes': 'bytes',
    graphemes: 'caracteres (un emoji cuenta como uno)',
    mastodon: 'caracteres (los enlaces cuentan como 23)',
  },
  validation: {
    networksRequired: 'Elige al menos una red social.',
    networkInvalid: 'Elige redes sociales de la lista.',
    networksDuplicate: 'Elige cada red social solo una vez.',
    postTypeInvalid: 'Elige un tipo de publicación.',
    styleInvalid: 'Elige un estilo de escritura.',
    lengthInvalid: 'Elige texto corto o largo.',
    variantsInvalid: 'Elige entre {{min}} y {{max}} variantes.',
    emojisInvalid: 'Activa o desactiva los emojis.',
    hashtagsInvalid: 'Activa o desactiva los hashtags.',
    textRequired: 'Escribe algo para generar los textos',
    textTooLong: 'Tu texto puede tener como máximo {{max}} caracteres.',
    textInvalid: 'Tu texto contiene caracteres no permitidos (caracteres de control).',
    languageInvalid: 'Elige portugués (Brasil), inglés (EE. UU.) o español (España) para los textos.',
    imageInvalid: 'Elige una foto en JPEG, PNG o WebP, de hasta 10 MB.',
    formatInvalid: 'Elige publicación única, hilo o carrusel.',
    formatUnsupported:
      'Este formato no está disponible para todas las redes elegidas: los hilos son para X, Threads, Bluesky y Mastodon; los carruseles, para Instagram y LinkedIn.',
    numberingInvalid: 'Elige si las publicaciones del hilo van numeradas.',
    imageNotData: 'Sube la foto en sí: no se aceptan enlaces a imágenes (el servidor nunca las descarga).',
    imageTooManyPixels:
      'Esta foto tiene demasiados píxeles (más de 40 megapíxeles). Usa una copia más pequeña, como la que comparte el móvil.',
    imageTooComplex:
      'Esta foto contiene más de lo que una foto necesita (muchísimos bloques de texto o pasadas) y tarda demasiado en leerse. Expórtala de nuevo como un JPEG normal.',
    imageFormat:
      'Este archivo no es una foto JPEG, PNG o WebP (o está dañado). No se aceptan SVG, GIF, HEIC ni AVIF.',
    photoTextRequired:
      'Describe la foto en pocas palabras: este servidor no tiene un modelo de IA que vea imágenes, así que los textos se escriben a partir de lo que escribas.',
  },
  notices: {
    aiFallback: 'Error al conectar con el servicio de IA. Se usa la generación básica.',
    aiFallbackModel:
      'El modelo de IA principal no pudo responder; el modelo de respaldo escribió estos textos.',
  },
  altText: {
    validation: {
      required: 'Escribe el texto alternativo: una descripción breve de lo que muestra la foto.',
      tooLong: 'El texto alternativo puede tener como máximo 1000 caracteres.',
      shortTooLong: 'El texto alternativo corto puede tener como máximo 125 caracteres.',
      invalid: 'El texto alternativo contiene caracteres no permitidos.',
    },
  },
  rework: {
    validation: {
      action:
        'Elige qué hacer con el texto: acortar, alargar, ajustar, cambiar el estilo, traducir, adaptar, convertirlo en hilo o unirlo en una publicación.',
      style: 'Elige el estilo en el que reescribir el texto.',
      language: 'Elige el idioma de la traducción: portugués (Brasil), inglés (EE. UU.) o español (España).',
      targetNetwork: 'Elige la red social a la que adaptar el texto.',
      threadNetwork: 'Los hilos son para X, Threads, Bluesky y Mastodon: elige una de esas redes.',
      joinTooLong: 'Este hilo es demasiado largo para una sola publicación en esta red. Acórtalo primero.',
    },
  },
  errors: {
    photo_in_progress: 'Aún se está leyendo tu foto anterior. Espera un momento y envía esta.',
    photo_busy: 'Ahora mismo se están leyendo muchas fotos. Vuelve a intentarlo en unos segundos.',
    generation_failed: 'Error al generar los textos. Inténtalo de nuevo más tarde.',
    photo_needs_ai:
      'El servicio de IA no está disponible ahora, y una foto sin descripción lo necesita. Escribe unas palabras sobre la foto o inténtalo de nuevo más tarde.',
  },
};
