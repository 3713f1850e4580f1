import type { Messages } from './en-US';

/** Textos em volta das páginas de conteúdo (FAQ, blog, exemplos, guias) — pt-BR. */
export const contentPtBR: Messages['content'] = {
  byAuthor: 'Por {{author}}',
  onThisPage: 'Nesta página',
  moreArticles: 'Mais do blog',
  allArticles: 'Todos os artigos',
  examples: {
    filter: 'Mostrar exemplos para',
    allNetworks: 'Todas as redes',
    copy: 'Copiar',
    copied: 'Legenda copiada',
    copyFailed: 'Não foi possível copiar. Selecione o texto e copie manualmente.',
    useAsStart: 'Usar como ponto de partida',
    kind: '{{postType}} · {{style}}',
  },
};
