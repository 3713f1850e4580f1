import type { Messages } from './en-US';

/** Textos alrededor de las páginas de contenido (FAQ, blog, ejemplos, guías) — es-ES. */
export const contentEsES: Messages['content'] = {
  byAuthor: 'Por {{author}}',
  onThisPage: 'En esta página',
  moreArticles: 'Más del blog',
  allArticles: 'Todos los artículos',
  examples: {
    filter: 'Mostrar ejemplos para',
    allNetworks: 'Todas las redes',
    copy: 'Copiar',
    copied: 'Texto copiado',
    copyFailed: 'No se ha podido copiar. Selecciona el texto y cópialo a mano.',
    useAsStart: 'Usar como punto de partida',
    kind: '{{postType}} · {{style}}',
  },
};
