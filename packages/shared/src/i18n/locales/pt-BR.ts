import { mailPtBR } from './mail.pt-BR';
import { captionsPtBR } from './captions.pt-BR';
import type { Messages } from './en-US';

export const ptBR: Messages = {
  meta: {
    defaultTitle: 'CaptIA — legendas com IA para redes sociais',
    description:
      'O CaptIA escreve legendas com IA para Instagram, TikTok, LinkedIn, X e outras redes, em português, inglês e espanhol.',
  },
  captions: captionsPtBR,
  mail: mailPtBR,
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
      lead: 'Todas as páginas públicas do CaptIA.',
      pages: 'Páginas',
      articles: 'Artigos do blog',
      legal: 'Informações legais',
    },
    privacyPolicy: {
      title: 'Política de privacidade',
      heading: 'Política de privacidade',
      lead: 'Quais dados o CaptIA guarda, por quê, por quanto tempo e quais são os seus direitos sobre eles.',
    },
    termsOfService: {
      title: 'Termos de uso',
      heading: 'Termos de uso',
      lead: 'As condições que se aplicam quando você usa o CaptIA.',
    },
    notFound: {
      title: 'Página não encontrada',
      heading: 'Página não encontrada',
      text: 'A página que você procura não existe ou mudou de endereço.',
    },
  },
  errors: {
    unexpected: 'Erro inesperado na aplicação!',
    unexpectedText: 'Algo deu errado ao mostrar esta página. Recarregar costuma resolver.',
    reload: 'Recarregar a página',
    api: {
      not_found: 'O recurso solicitado não foi encontrado.',
      bad_request: 'A requisição não é válida.',
      invalid_json: 'O corpo da requisição não é um JSON válido.',
      method_not_allowed: 'Este método não é permitido aqui.',
      payload_too_large: 'A requisição é grande demais.',
      service_unavailable: 'O serviço está temporariamente indisponível. Tente novamente em instantes.',
      internal_error: 'Algo deu errado do nosso lado. Tente novamente mais tarde.',
    },
  },
};
