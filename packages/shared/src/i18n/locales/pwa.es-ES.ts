import type { pwaEnUS } from './pwa.en-US';

/** La app instalada: los textos del manifiesto, el estado sin conexión, actualizaciones y compartir — es-ES. */
export const pwaEsES: typeof pwaEnUS = {
  manifest: {
    description:
      'Textos con IA para Instagram, TikTok, LinkedIn, X y más, a partir de un briefing, un enlace o una foto.',
    screenshotForm: 'El generador de textos en un móvil',
    screenshotWide: 'El generador de textos en un ordenador',
  },
  offline: {
    title: 'Estás sin conexión',
    text: 'Escribir textos, tu historial y tu cuenta necesitan conexión. Las páginas que ya abriste siguen funcionando.',
  },
  update: {
    ready: 'Hay una nueva versión de CaptIA lista.',
    reload: 'Actualizar ahora',
    later: 'Más tarde',
  },
  share: {
    button: 'Compartir…',
    label: 'Compartir este texto con otra app',
    altCopied: 'Texto alternativo copiado: pégalo donde la app pida una descripción.',
    failed: 'No se pudo compartir. Se ha copiado el texto.',
    received: 'Listo para escribir a partir de lo que compartiste: revisa el briefing y genera.',
    gone: 'Lo que compartiste ya no está aquí (se guarda 15 minutos). Vuelve a compartirlo.',
    photoNotImage: 'El archivo compartido no es una foto que podamos usar (JPEG, PNG o WebP).',
    photoTooLarge: 'La foto compartida es demasiado grande (10 MB como máximo).',
  },
};
