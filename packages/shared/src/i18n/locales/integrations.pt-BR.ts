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
  reviewPage: {
    lead: 'Aprove cada post ou peça alterações. Não é preciso criar conta.',
    invalid: 'Este link de revisão não é válido, expirou ou foi revogado. Peça um novo a quem enviou.',
    loading: 'Carregando a campanha…',
    dates_one: 'Começa em {{start}} · {{count}} dia',
    dates_other: 'Começa em {{start}} · {{count}} dias',
    expires: 'Este link vale até {{date}}.',
    nameLabel: 'Seu nome',
    nameHint: 'Quem criou a campanha vê seu nome ao lado das respostas. Guardado só neste navegador.',
    nameRequired: 'Escreva seu nome antes de responder.',
    postHeading: '{{network}} · {{date}}, {{time}}',
    account: 'Prévia',
    state: { pending: 'Aguardando revisão', approved: 'Aprovado', changes: 'Alterações pedidas' },
    approve: 'Aprovar',
    requestChanges: 'Pedir alterações',
    commentLabel: 'Comentário (opcional)',
    sending: 'Enviando…',
    sent: 'Sua resposta foi enviada.',
    empty: 'Esta campanha ainda não tem posts.',
  },
};
