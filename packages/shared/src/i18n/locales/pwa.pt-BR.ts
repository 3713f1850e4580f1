import type { pwaEnUS } from './pwa.en-US';

/** O app instalado: os textos do manifesto, o estado offline, atualizações e compartilhamento — pt-BR. */
export const pwaPtBR: typeof pwaEnUS = {
  manifest: {
    description:
      'Legendas com IA para Instagram, TikTok, LinkedIn, X e mais, a partir de um briefing, um link ou uma foto.',
    screenshotForm: 'O gerador de legendas no celular',
    screenshotWide: 'O gerador de legendas no computador',
  },
  offline: {
    title: 'Você está offline',
    text: 'Escrever legendas, seu histórico e sua conta precisam de conexão. As páginas que você já abriu continuam funcionando.',
  },
  update: {
    ready: 'Uma nova versão do CaptIA está pronta.',
    reload: 'Atualizar agora',
    later: 'Depois',
  },
  share: {
    button: 'Compartilhar…',
    label: 'Compartilhar esta legenda com outro app',
    altCopied: 'Texto alternativo copiado: cole onde o app pedir uma descrição.',
    failed: 'Não foi possível compartilhar. A legenda foi copiada.',
    received: 'Pronto para escrever a partir do que você compartilhou: confira o briefing e gere.',
    gone: 'O que você compartilhou não está mais aqui (fica guardado por 15 minutos). Compartilhe de novo.',
    photoNotImage: 'O arquivo compartilhado não é uma foto que possamos usar (JPEG, PNG ou WebP).',
    photoTooLarge: 'A foto compartilhada é grande demais (no máximo 10 MB).',
  },
};
