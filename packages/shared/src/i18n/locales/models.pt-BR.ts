/** Provedores de modelos: problemas de configuração na partida e a visão "Modelos" do admin — pt-BR. */
export const modelsPtBR = {
  config: {
    keyRequired: 'obrigatória com o provedor {{provider}} (a chave de API dele).',
    baseUrlRequired: 'obrigatória com o provedor {{provider}} (o endereço da API dele).',
    fallbackModelRequired:
      'obrigatório para usar um modelo reserva (o modelo chamado quando o primeiro não consegue responder).',
    needsPrimary: 'precisa de um primeiro modelo: defina AI_PROVIDER (anthropic ou google) ou AI_BASE_URL.',
  },
  admin: {
    tab: 'Modelos',
    usersTab: 'Usuários',
    heading: 'Modelos',
    lead: 'Chamadas aos modelos de IA, seus tokens e o custo estimado nos últimos {{days}} dias.',
    period: 'Período',
    days_one: 'Último {{count}} dia',
    days_other: 'Últimos {{count}} dias',
    calls: 'Chamadas',
    tokens: 'Tokens (entrada / saída)',
    cost: 'Custo estimado',
    costPerCaption: 'Custo por legenda',
    fallbackRate: 'Taxa de reserva',
    failures: 'Falhas',
    captions: 'Legendas',
    chartTitle: 'Custo e chamadas por dia',
    chartDescription: 'Custo estimado (barras) e chamadas (linha) por dia.',
    byModel: 'Por modelo',
    byPlan: 'Por plano',
    model: 'Modelo',
    provider: 'Provedor',
    plan: 'Plano',
    date: 'Dia',
    empty:
      'Nenhuma chamada a modelos neste período. Elas aparecem aqui quando um modelo de IA escreve legendas.',
    noPrice: 'Os custos são estimados a partir de AI_PRICES; um modelo sem preço conta como 0.',
    loading: 'Carregando o uso dos modelos…',
    failed: 'Não foi possível carregar o uso dos modelos. Tente novamente.',
  },
};
