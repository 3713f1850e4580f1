/** E-mail texts (verification, password reset) — pt-BR. */
export const mailPtBR = {
  footer: 'CaptIA — legendas com IA para redes sociais',
  greeting: 'Olá, {{name}}!',
  greetingNoName: 'Olá!',
  linkFallback: 'Se o botão não funcionar, copie este link e cole no seu navegador:',
  signature: 'Equipe CaptIA',
  verification: {
    subject: 'Confirme seu e-mail no CaptIA',
    preheader: 'Um clique e sua conta está confirmada.',
    intro: 'Que bom ter você no CaptIA! Confirme seu endereço de e-mail para sabermos que é você mesmo.',
    button: 'Confirmar meu e-mail',
    ignore: 'Se você não criou uma conta no CaptIA, é só ignorar este e-mail.',
  },
  passwordReset: {
    subject: 'Redefina sua senha do CaptIA',
    preheader: 'Escolha uma nova senha em poucos segundos.',
    intro:
      'Recebemos um pedido para redefinir a senha da sua conta no CaptIA. Clique no botão abaixo para escolher uma nova.',
    button: 'Escolher nova senha',
    expiresHours_one: 'O link só pode ser usado uma vez e expira em {{count}} hora.',
    expiresHours_other: 'O link só pode ser usado uma vez e expira em {{count}} horas.',
    expiresMinutes_one: 'O link só pode ser usado uma vez e expira em {{count}} minuto.',
    expiresMinutes_other: 'O link só pode ser usado uma vez e expira em {{count}} minutos.',
    ignore: 'Se não foi você quem pediu, pode ignorar este e-mail: sua senha continua a mesma.',
  },
  reviewReceived: {
    subject: 'Nova revisão de “{{title}}”',
    preheader: '{{reviewer}} revisou sua campanha.',
    intro:
      '{{reviewer}} revisou posts da sua campanha “{{title}}”. Como estão agora: {{approved}}, {{changes}}, {{pending}}. Abra o planejador para ler os comentários.',
    approved_one: '{{count}} post aprovado',
    approved_other: '{{count}} posts aprovados',
    changes_one: '{{count}} com alterações pedidas',
    changes_other: '{{count}} com alterações pedidas',
    pending_one: '{{count}} aguardando revisão',
    pending_other: '{{count}} aguardando revisão',
    button: 'Abrir a campanha',
    throttle:
      'Enviamos no máximo um destes e-mails a cada 30 minutos por link de revisão; o planejador sempre mostra todas as revisões.',
  },
  webhookDisabled: {
    subject: 'Um webhook do CaptIA foi desativado',
    preheader: 'As entregas falharam durante um dia.',
    intro:
      'As entregas ao seu webhook {{url}} falharam durante um dia, então paramos de enviar eventos a ele. Verifique o receptor, depois remova o endpoint e adicione-o de novo em Preferências → Integrações.',
    button: 'Abrir Preferências',
  },
};
