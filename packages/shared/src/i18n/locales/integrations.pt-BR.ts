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
    ui: {
      title: 'Webhooks',
      lead: 'O CaptIA envia seus eventos às suas automações (n8n, Make, Zapier, seu próprio servidor), assinados para você conferir que vieram daqui.',
      paidOnly:
        'Webhooks fazem parte dos planos Profissional e Premium: suas automações ficam sabendo quando um cliente revisa um post, uma campanha é escrita ou um post é publicado.',
      url: 'URL do endpoint',
      urlHint:
        'Um endereço https público, na porta padrão. Veja na página de desenvolvedores como conferir a assinatura.',
      events: 'Eventos a enviar',
      event: {
        review_decided: 'Um cliente aprova um post ou pede alterações',
        campaign_created: 'Uma campanha é escrita',
        generation_completed: 'Legendas são escritas',
        post_published: 'Um post é publicado',
        post_failed: 'Um post não pôde ser publicado',
      },
      eventsRequired: 'Escolha ao menos um evento.',
      add: 'Adicionar endpoint',
      adding: 'Adicionando…',
      secretTitle: 'Copie o segredo de assinatura agora',
      secretText: 'Ele é mostrado só desta vez. Guarde-o onde o seu receptor confere as assinaturas.',
      copy: 'Copiar segredo',
      copied: 'Segredo copiado.',
      done: 'Concluir',
      loading: 'Carregando webhooks…',
      empty: 'Nenhum endpoint de webhook ainda.',
      disabled: 'Desativado em {{date}}.',
      test: 'Enviar teste',
      testQueued: 'Evento de teste na fila.',
      deliveries: 'Últimas entregas',
      noDeliveries: 'Nada entregue ainda.',
      nextRetry: 'próxima tentativa {{date}}',
      state: { pending: 'aguardando', delivering: 'enviando', delivered: 'entregue', failed: 'falhou' },
      remove: 'Remover',
      removeNamed: 'Remover {{url}}',
      removeTitle: 'Remover este endpoint?',
      removeText: '{{url}} não receberá mais eventos. Entregas ainda pendentes são descartadas.',
      keep: 'Manter',
    },
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
