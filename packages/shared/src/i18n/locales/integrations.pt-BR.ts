/** Links de revisão e webhooks: recusas e avisos (docs/decisions/0058) — pt-BR. */
export const integrationsPtBR = {
  review: {
    errors: {
      planRequired:
        'Links de revisão estão disponíveis nos planos Profissional e Premium. Faça upgrade para enviar uma campanha para revisão.',
      commentsOff:
        'Este link de revisão não aceita comentários: aprove o post ou peça alterações sem comentar.',
    },
  },
  webhooks: {
    errors: {
      planRequired:
        'Webhooks estão disponíveis nos planos Profissional e Premium. Faça upgrade para enviar os eventos do CaptIA às suas ferramentas.',
      duplicateEvents: 'Cada evento pode aparecer uma vez só.',
    },
    disabledReason: 'As entregas falharam durante um dia (última resposta: {{status}}).',
  },
};
