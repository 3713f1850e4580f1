import { accountPtBR } from './account.pt-BR';
import { billingPtBR } from './billing.pt-BR';
import { brandsPtBR } from './brands.pt-BR';
import { captionsPtBR } from './captions.pt-BR';
import { contentPtBR } from './content.pt-BR';
import type { Messages } from './en-US';
import { generatorPtBR } from './generator.pt-BR';
import { integrationsPtBR } from './integrations.pt-BR';
import { linksPtBR } from './links.pt-BR';
import { modelsPtBR } from './models.pt-BR';
import { plannerPtBR } from './planner.pt-BR';
import { publishingPtBR } from './publishing.pt-BR';
import { pwaPtBR } from './pwa.pt-BR';

export const ptBR: Messages = {
  meta: {
    defaultTitle: 'CaptIA — legendas com IA para redes sociais',
    description:
      'O CaptIA escreve legendas com IA para Instagram, TikTok, LinkedIn, X e outras redes, em português, inglês e espanhol.',
  },
  billing: billingPtBR,
  brands: brandsPtBR,
  captions: captionsPtBR,
  generator: generatorPtBR,
  planner: plannerPtBR,
  links: linksPtBR,
  publishing: publishingPtBR,
  integrations: integrationsPtBR,
  pwa: pwaPtBR,
  models: modelsPtBR,
  account: accountPtBR,
  content: contentPtBR,
  common: {
    appName: 'CaptIA',
    tagline: 'Legendas com IA para redes sociais',
    loading: 'Carregando...',
    skipToContent: 'Pular para o conteúdo',
    home: 'Início',
    signIn: 'Entrar',
    signUp: 'Criar conta',
    createFreeAccount: 'Criar conta grátis',
    seePlans: 'Ver planos',
    backHome: 'Voltar para o início',
    language: 'Idioma',
    languageChanged: 'Idioma alterado para {{language}}',
    mainNavigation: 'Navegação principal',
    footerNavigation: 'Navegação do rodapé',
    openMenu: 'Abrir menu',
    closeMenu: 'Fechar menu',
    notifications: 'Notificações',
    readingTime_one: '{{count}} min de leitura',
    readingTime_other: '{{count}} min de leitura',
  },
  theme: {
    label: 'Tema',
    light: 'Claro',
    dark: 'Escuro',
    system: 'Sistema',
  },
  nav: {
    planner: 'Planejador',
    generator: 'Gerador',
    plans: 'Planos',
    examples: 'Exemplos',
    blog: 'Blog',
    faq: 'Perguntas frequentes',
  },
  footer: {
    about: 'Legendas escritas com IA para criadores e pequenos negócios.',
    privacy: 'Política de privacidade',
    terms: 'Termos de uso',
    sitemap: 'Mapa do site',
    seo: 'Guia de SEO',
    faq: 'Perguntas frequentes',
    blog: 'Blog',
    developers: 'Desenvolvedores',
    rights: '© {{year}} CaptIA. Todos os direitos reservados.',
  },
  pages: {
    home: {
      title: 'Gerador de legendas com IA para redes sociais',
      heading: 'Legendas com a sua cara, escritas em segundos',
      lead: 'Descreva o seu post, escolha as redes e o tom, e o CaptIA escreve legendas sob medida para cada rede — em português, inglês ou espanhol.',
      featureNetworksTitle: 'Feitas para cada rede',
      featureNetworksText:
        'Instagram, TikTok, LinkedIn, X, Facebook, Threads, YouTube e Pinterest, cada uma dentro dos seus limites.',
      featureToneTitle: 'O seu tom de voz',
      featureToneText:
        'Profissional, descontraído, divertido, ousado… escolha o estilo e o tamanho que combinam com a sua marca.',
      featureLanguagesTitle: 'Três idiomas',
      featureLanguagesText:
        'Escreva para o seu público em português do Brasil, inglês ou espanhol da Espanha.',
      freeNote: '3 legendas grátis por dia. Sem cartão de crédito.',
    },
    login: {
      title: 'Entrar',
      heading: 'Que bom ver você de novo',
      lead: 'Entre para gerar legendas e guardar o seu histórico.',
      noAccount: 'Ainda não tem conta?',
      forgot: 'Esqueceu a senha?',
    },
    register: {
      title: 'Criar conta',
      heading: 'Crie a sua conta grátis',
      lead: 'Comece com 3 legendas grátis por dia. Mude de plano quando precisar de mais.',
      haveAccount: 'Já tem uma conta?',
    },
    forgotPassword: {
      title: 'Esqueci a senha',
      heading: 'Redefina a sua senha',
      lead: 'Informe o e-mail da sua conta e enviaremos um link para você escolher uma nova senha.',
    },
    resetPassword: {
      title: 'Nova senha',
      heading: 'Escolha uma nova senha',
      lead: 'Abra esta página pelo link do e-mail de redefinição para definir uma nova senha.',
    },
    plans: {
      title: 'Planos e preços',
      heading: 'Um plano para cada criador',
      lead: 'Comece grátis e mude de plano quando a sua marca precisar de mais legendas, redes e variações.',
      free: 'Grátis',
      profissional: 'Profissional',
      premium: 'Premium',
      freeQuota: '3 legendas por dia',
      profissionalQuota: '100 legendas por mês',
      premiumQuota: '250 legendas por mês',
      oneNetwork: '1 rede social por vez',
      allNetworks: 'Todas as redes sociais de uma vez',
      shortOnly: 'Legendas curtas',
      shortAndLong: 'Legendas curtas e longas',
      variants_one: '{{count}} variação por rede',
      variants_other: 'Até {{count}} variações por rede',
      emojisHashtags: 'Emojis e hashtags',
    },
    faq: {
      title: 'Perguntas frequentes',
      heading: 'Perguntas frequentes',
      lead: 'Respostas sobre planos, idiomas, redes, privacidade e como o CaptIA escreve as suas legendas.',
    },
    blog: {
      title: 'Blog',
      heading: 'Blog do CaptIA',
      lead: 'Ideias práticas para escrever legendas que as pessoas leem, compartilham e respondem.',
      readArticle: 'Ler artigo',
    },
    articles: {
      'legendas-engajamento-instagram': {
        title: 'Legendas que geram engajamento no Instagram',
        excerpt:
          'Como abrir com força, manter a leitura e terminar com uma chamada para ação que gera respostas.',
      },
      'tons-voz-redes-sociais': {
        title: 'Tons de voz nas redes sociais',
        excerpt:
          'Como escolher um tom que combine com a sua marca e adaptá-lo a cada rede sem perder a identidade.',
      },
      'ia-marketing-digital-futuro': {
        title: 'IA e o futuro do marketing digital',
        excerpt:
          'O que a IA já faz bem no marketing, onde as pessoas continuam essenciais e como usar as duas coisas.',
      },
    },
    examples: {
      title: 'Exemplos de legendas',
      heading: 'Exemplos de legendas',
      lead: 'Exemplos para várias redes, tipos de post e estilos para inspirar o seu próximo post.',
    },
    preferences: {
      title: 'Configurações',
      heading: 'Configurações',
      lead: 'O seu nome de exibição, a sua senha e a segurança da conta.',
      profile: 'Perfil',
      password: 'Senha',
      security: 'Segurança',
    },
    admin: {
      title: 'Painel de administração',
      heading: 'Gestão de usuários',
      lead: 'Usuários com plano, data de criação e ações.',
      search: 'Buscar usuários',
      searchPlaceholder: 'Nome ou e-mail',
      total_one: '{{count}} usuário',
      total_other: '{{count}} usuários',
      name: 'Nome',
      email: 'E-mail',
      plan: 'Plano',
      role: 'Papel',
      createdAt: 'Criado em',
      usage: 'Uso (dia / mês)',
      actions: 'Ações',
      roleUser: 'Usuário',
      roleAdmin: 'Administrador',
      makeAdmin: 'Tornar administrador',
      removeAdmin: 'Remover administrador',
      planLabel: 'Plano cortesia',
      ban: 'Bloquear',
      unban: 'Desbloquear',
      banned: 'Bloqueado',
      resetUsage: 'Zerar uso',
      delete: 'Excluir',
      confirmDeleteTitle: 'Excluir este usuário?',
      confirmDeleteText: '{{email}} e todos os dados dessa pessoa serão excluídos. Não é possível desfazer.',
      cancel: 'Cancelar',
      confirmDelete: 'Excluir usuário',
      updated: 'Usuário atualizado',
      usageReset: 'Uso zerado',
      deleted: 'Usuário excluído',
      previous: 'Anterior',
      next: 'Próxima',
      pageOf: 'Página {{page}} de {{pages}}',
      noUsers: 'Nenhum usuário corresponde à busca.',
      accessDenied: 'Acesso negado',
      accessDeniedText: 'Esta página é só para administradores.',
      auditLog: 'Ações recentes de administradores',
      auditEntry: '{{admin}} · {{action}} · {{target}}',
      noActions: 'Nenhuma ação de administrador ainda.',
      failed: 'A ação falhou. Tente novamente.',
    },
    subscriptionSuccess: {
      title: 'Assinatura confirmada',
      heading: 'Obrigado por assinar!',
      lead: 'Estamos confirmando o seu pagamento. O novo plano fica ativo assim que a confirmação chegar.',
      goToGenerator: 'Ir para o gerador',
    },
    seoInstructions: {
      title: 'Guia de SEO',
      heading: 'Guia de SEO para legendas de redes sociais',
      lead: 'Como escrever legendas que são encontradas: palavras-chave, hashtags e descrições para cada rede.',
    },
    sitemap: {
      title: 'Mapa do site',
      heading: 'Mapa do site',
      lead: 'Todas as páginas públicas do CaptIA: gerador de legendas, planos, FAQ, blog, guias e páginas legais.',
      pages: 'Páginas',
      articles: 'Artigos do blog',
      legal: 'Informações legais',
    },
    privacyPolicy: {
      title: 'Política de privacidade',
      heading: 'Política de privacidade',
      lead: 'Quais dados o CaptIA guarda, por quê, por quanto tempo e quais são os seus direitos sobre eles.',
    },
    developers: {
      title: 'Desenvolvedores',
      heading: 'API do CaptIA para desenvolvedores',
      lead: 'Gere legendas a partir do seu próprio código: chaves de API, requisições, streaming, erros e limites.',
      reference: {
        heading: 'Referência da API',
        lead: 'Todas as rotas com parâmetros, respostas e erros, lidas do documento OpenAPI.',
        document: 'Documento OpenAPI (JSON)',
        loading: 'Carregando a referência da API…',
        error:
          'Não foi possível carregar a referência da API. O documento OpenAPI continua disponível em JSON.',
      },
    },
    termsOfService: {
      title: 'Termos de uso',
      heading: 'Termos de uso',
      lead: 'As condições que se aplicam quando você usa o CaptIA.',
    },
    review: {
      title: 'Revisar uma campanha',
      heading: 'Revisar uma campanha',
    },
    notFound: {
      title: 'Página não encontrada',
      heading: 'Página não encontrada',
      text: 'A página que você procura não existe ou mudou de endereço.',
    },
  },
  validation: {
    required: 'Campo obrigatório',
    invalidEmail: 'E-mail inválido',
    passwordsDontMatch: 'As senhas não coincidem',
    tooLong: 'Muito longo',
    invalidCharacters: 'Contém caracteres não permitidos (caracteres de controle)',
    invisibleCharacters:
      'Contém caracteres invisíveis ou que mudam a direção do texto (como espaços de largura zero ou marcas da direita para a esquerda): remova-os',
    invalidCursor: 'Este link de página não é mais válido: carregue a lista de novo desde o início',
  },
  errors: {
    unexpected: 'Erro inesperado na aplicação!',
    unexpectedText: 'Algo deu errado ao mostrar esta página. Recarregar costuma resolver.',
    reload: 'Recarregar a página',
    originRefused:
      'Esta requisição veio de {{origin}}, mas este servidor só aceita {{expected}}. Se você administra o CaptIA, defina PUBLIC_URL com o endereço que as pessoas abrem.',
    api: {
      not_found: 'O recurso solicitado não foi encontrado.',
      bad_request: 'A requisição não é válida.',
      invalid_json: 'O corpo da requisição não é um JSON válido.',
      method_not_allowed: 'Este método não é permitido aqui.',
      payload_too_large: 'A requisição é grande demais.',
      unsupported_media_type: 'Este tipo de conteúdo não pode ser enviado aqui.',
      service_unavailable: 'O serviço está temporariamente indisponível. Tente novamente em instantes.',
      internal_error: 'Algo deu errado do nosso lado. Tente novamente mais tarde.',
      input_too_complex:
        'Este texto é complexo demais para processarmos. Encurte ou simplifique e tente de novo.',
      unauthorized: 'Entre na sua conta para continuar.',
      forbidden_origin: 'Esta requisição veio de outro site e foi recusada.',
      invalid_credentials: 'E-mail ou senha incorretos',
      email_taken: 'Já existe uma conta com este e-mail. Entre ou redefina a sua senha.',
      invalid_email: 'E-mail inválido',
      password_too_short: 'A senha deve ter pelo menos 8 caracteres.',
      password_too_long: 'A senha deve ter no máximo 128 caracteres.',
      weak_password: 'Esta senha é muito comum ou fácil de adivinhar. Tente uma frase mais longa.',
      invalid_token: 'Este link é inválido ou expirou. Peça um novo.',
      email_not_verified: 'Confirme o seu e-mail primeiro: abra o link que enviamos.',
      current_password_incorrect: 'A senha atual está incorreta',
      current_password_required: 'Digite a sua senha atual para confirmar que é você.',
      recent_sign_in_required:
        'A sua conta não tem senha; confirme que é você de outro jeito: saia, entre novamente e tente de novo em até {{minutes}} minutos.',
      account_banned: 'Esta conta foi suspensa. Fale com o suporte se achar que é um engano.',
      session_expired: 'A sua sessão expirou. Entre novamente.',
      rate_limited: 'Muitas tentativas. Aguarde {{minutes}} min e tente de novo.',
      admin_required: 'Acesso de administrador necessário',
      auth_failed: 'Não foi possível concluir esta solicitação. Tente novamente.',
      invalid_timezone: 'Fuso horário desconhecido.',
      admin_self_action: 'Você não pode fazer isso com a sua própria conta.',
      two_factor_invalid_code: 'Código incorreto. Confira o aplicativo autenticador e tente de novo.',
      two_factor_code_required: 'Digite um código do aplicativo autenticador ou um código de backup.',
      two_factor_expired: 'Esta etapa do login expirou. Entre de novo com a sua senha.',
      two_factor_locked:
        'Muitos códigos errados. A verificação em duas etapas ficou bloqueada por 15 minutos.',
      two_factor_already_enabled: 'A verificação em duas etapas já está ativada.',
      two_factor_not_enabled: 'A verificação em duas etapas não está ativada nesta conta.',
      two_factor_required:
        'Administradores precisam ativar a verificação em duas etapas antes: vá em Preferências, Verificação em duas etapas.',
      passkey_failed: 'Não foi possível verificar a chave de acesso. Tente de novo ou entre com sua senha.',
      passkey_unavailable:
        'Chaves de acesso exigem o app aberto pelo nome (como localhost ou seu domínio), não por um endereço IP.',
      passkey_limit_reached:
        'Esta conta tem 20 chaves de acesso, o máximo permitido. Remova uma para adicionar outra.',
      plan_network_limit: 'Limite de redes sociais excedido para o seu plano',
      plan_long_text: 'Texto longo não disponível no seu plano',
      plan_variant_limit: 'Número máximo de variações excedido para o seu plano',
      plan_emojis: 'Emojis não disponíveis no seu plano',
      plan_hashtags: 'Hashtags não disponíveis no seu plano',
      daily_limit_reached:
        'Você já usou todas as suas legendas de hoje. Volte amanhã para gerar mais legendas ou mude para um plano melhor.',
      monthly_limit_reached:
        'Você já usou todas as suas legendas deste mês. A contagem recomeça no próximo mês, ou você pode mudar para um plano melhor.',
      monthly_limit_exceeded: 'Limite mensal excedido',
      usage_update_failed: 'Erro ao atualizar o uso. Tente novamente mais tarde.',
      quota_insufficient:
        'Este planejamento precisa de {{needed}} usos da sua cota e restam {{remaining}}. Planeje menos dias ou posts por dia, ou faça upgrade do seu plano.',
      import_invalid: 'O arquivo de importação tem um problema.',
      post_rule_broken: 'Este post quebra uma regra da rede social.',
      request_cancelled: 'A solicitação foi cancelada antes de terminar. Nada foi contabilizado.',
      plan_required:
        'As chaves de API estão disponíveis nos planos Profissional e Premium. Faça upgrade para criar e usar chaves.',
      api_key_limit_reached:
        'Você já tem 10 chaves de API, o máximo por conta. Revogue uma para criar outra.',
      api_key_in_query:
        'Chaves de API nunca devem ir em uma URL. Envie a chave no cabeçalho Authorization: Bearer <chave>.',
      brand_limit_reached:
        'Todas as vozes de marca do seu plano já estão em uso ({{max}} de {{max}}). Faça upgrade para adicionar mais.',
      ai_required:
        'A tradução precisa de um modelo de IA, e nenhum está configurado neste servidor. As outras ações funcionam sem ele.',
      invalid_signature: 'A assinatura do webhook não é válida.',
      image_invalid:
        'Esta foto não pode ser usada. Envie uma imagem JPEG, PNG ou WebP de até 10 MB e 40 megapixels.',
      link_blocked:
        'Este link não pode ser lido: só páginas públicas da web em http ou https (portas padrão). Links para redes privadas, endereços locais ou com senha são recusados.',
      link_unreadable:
        'Não conseguimos ler este link. Confira se ele abre uma página pública da web e tente de novo.',
      link_too_large:
        'Esta página é grande demais para ler (mais de 2 MB). Cole no briefing a parte que você quer.',
      link_timeout:
        'A página demorou demais para responder (mais de 10 segundos). Tente mais tarde ou cole o texto no briefing.',
      connection_failed: 'Não foi possível conectar a conta. Confira o que você digitou e tente de novo.',
      connection_limit_reached:
        'Todas as contas conectadas do seu plano estão em uso ({{max}} de {{max}}). Desconecte uma ou faça upgrade do plano.',
      publish_limit_reached:
        'Seu plano permite {{max}} publicações aguardando ao mesmo tempo. Espere algumas saírem ou faça upgrade do plano.',
      publish_invalid: 'Esta publicação não pode ser enviada assim.',
      review_link_limit_reached:
        'Esta campanha já tem {{max}} links de revisão. Revogue um para criar outro.',
      review_post_changed:
        'Este post foi alterado depois que você o leu. Veja a versão atual e decida de novo.',
      webhook_limit_reached:
        'Você já tem {{max}} endpoints de webhook, o máximo por conta. Remova um para adicionar outro.',
      webhook_url_invalid:
        'Esta URL não pode receber webhooks: use um endereço http ou https de um servidor público, na porta padrão e sem senha.',
      webhook_disabled: 'Este endpoint está desativado. Remova-o e adicione-o de novo para receber eventos.',
    },
  },
};
