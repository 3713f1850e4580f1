/** Publishing to Bluesky and Mastodon: refusals and states (docs/decisions/0057) — pt-BR. */
export const publishingPtBR = {
  errors: {
    planRequired:
      'Publicar no Bluesky e no Mastodon está disponível nos planos Profissional e Premium. Faça upgrade para conectar suas contas.',
    textOrPosts: 'Envie um texto ou uma lista de posts (um fio), não os dois.',
    badTime: 'O horário deve ser uma data e hora com o fuso, por exemplo 2027-03-01T09:00:00-03:00.',
    timeOutOfRange: 'O horário deve ser de agora até um ano à frente.',
    networkMismatch: 'Este post foi escrito para {{network}}; escolha uma conta conectada dessa rede.',
    tooLong: 'O post {{index}} é mais longo do que o {{network}} permite ({{limit}}).',
    image: 'A foto deve ser uma data URL JPEG, PNG ou WebP de no máximo 1 MB.',
    mainPassword:
      'Esta é a senha principal da sua conta. Crie uma senha de app nas configurações do Bluesky (Configurações → Privacidade e segurança → Senhas de app) e use-a.',
    signInRefused: 'O servidor recusou o login: confira o identificador e a senha de app.',
    unreachable:
      'Não foi possível acessar o servidor, ou ele respondeu algo que não conseguimos ler. Confira o endereço e tente de novo.',
    blocked:
      'Este endereço não pode ser acessado pelo CaptIA: apenas servidores públicos em https (porta padrão).',
    stateInvalid: 'Este link de login expirou ou já foi usado. Comece a conexão de novo.',
    missed:
      'O servidor não estava no ar na hora da publicação e já se passaram mais de 24 horas; ela não foi publicada.',
    disconnected: 'A conta foi desconectada antes de o post sair.',
  },
};
