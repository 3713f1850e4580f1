import type { Messages } from './en-US';

/** Billing texts: sandbox pages, subscription functions and toasts — pt-BR. */
export const billingPtBR: Messages['billing'] = {
  testMode: 'MODO DE TESTE — pagamentos de sandbox: nada é cobrado',
  checkoutTitle: 'Checkout de teste',
  checkoutLead:
    'Confirme para começar o plano {{plan}} ({{interval}}) por {{price}}. É um teste: nenhum cartão é cobrado.',
  confirm: 'Confirmar pagamento de teste',
  abandon: 'Abandonar pagamento',
  portalTitle: 'Portal da assinatura (sandbox)',
  noSubscription: 'Você ainda não tem assinatura.',
  plan: 'Plano',
  status: 'Status',
  periodEnd: 'O período atual termina em',
  cancelAtEnd: 'Será cancelada no final do período',
  cancel: 'Cancelar no final do período',
  resume: 'Retomar assinatura',
  advanceRenewal: 'Avançar até a renovação',
  advanceEnd: 'Avançar até o fim do período',
  simulate: 'Simular o tempo (só no sandbox)',
  back: 'Voltar para o CaptIA',
  monthly: 'mensal',
  yearly: 'anual',
  invalidLink: 'Este link de checkout é inválido ou expirou. Comece de novo na página de planos.',
  signInFirst: 'Entre primeiro no CaptIA, com a conta que iniciou este checkout.',
  errors: {
    payment_not_configured: 'A chave de pagamento não está configurada corretamente.',
    verification_temporary: 'Erro temporário ao verificar a assinatura. Tente novamente.',
    portal_not_configured: 'O portal de gerenciamento não está configurado. Entre em contato com o suporte.',
    billing_failed: 'Erro ao verificar a assinatura.',
    no_subscription: 'Você não tem uma assinatura ativa.',
  },
  toasts: {
    statusUpdated: 'Status da assinatura atualizado',
    statusFailed: 'Falha ao verificar o status da assinatura',
    checkoutFailed: 'Falha ao iniciar o processo de assinatura',
    cancelFailed: 'Falha ao cancelar a assinatura',
    cancelScheduled: 'Assinatura será cancelada no final do período',
    portalFailed: 'Não foi possível abrir o portal de gerenciamento',
  },
};
