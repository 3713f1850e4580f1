import type { Messages } from './en-US';

/** Caption-engine texts (options, engine notices and errors) — pt-BR. */
export const captionsPtBR: Messages['captions'] = {
  heading: 'Gerador de legendas',
  networks: {
    instagram: 'Instagram',
    facebook: 'Facebook',
    x: 'X (Twitter)',
    linkedin: 'LinkedIn',
    tiktok: 'TikTok',
    threads: 'Threads',
    youtube: 'YouTube',
    pinterest: 'Pinterest',
    bluesky: 'Bluesky',
    mastodon: 'Mastodon',
  },
  postTypes: {
    'product-promotion': 'Produto ou promoção',
    announcement: 'Anúncio',
    event: 'Evento',
    'tips-educational': 'Dicas e conteúdo educativo',
    'behind-the-scenes': 'Bastidores',
    inspirational: 'Inspiracional',
    'question-engagement': 'Pergunta e engajamento',
    seasonal: 'Datas comemorativas',
  },
  styles: {
    professional: 'Profissional',
    casual: 'Descontraído',
    funny: 'Divertido',
    inspirational: 'Inspirador',
    persuasive: 'Persuasivo',
    informative: 'Informativo',
    friendly: 'Amigável',
    bold: 'Ousado',
  },
  lengths: {
    short: 'Curta',
    long: 'Longa',
  },
  languages: {
    'pt-BR': 'Português (Brasil)',
    'en-US': 'Inglês (EUA)',
    'es-ES': 'Espanhol (Espanha)',
  },
  units: {
    characters: 'caracteres',
    'x-weighted': 'caracteres (contagem do X)',
    threads: 'caracteres (emojis contam como bytes)',
    'utf8-bytes': 'bytes',
    graphemes: 'caracteres (um emoji conta como um)',
    mastodon: 'caracteres (links contam como 23)',
  },
  validation: {
    networksRequired: 'Escolha pelo menos uma rede social.',
    networkInvalid: 'Escolha redes sociais da lista.',
    networksDuplicate: 'Escolha cada rede social apenas uma vez.',
    postTypeInvalid: 'Escolha um tipo de post.',
    styleInvalid: 'Escolha um estilo de escrita.',
    lengthInvalid: 'Escolha texto curto ou longo.',
    variantsInvalid: 'Escolha entre {{min}} e {{max}} variações.',
    emojisInvalid: 'Ative ou desative os emojis.',
    hashtagsInvalid: 'Ative ou desative as hashtags.',
    textRequired: 'Por favor, escreva algo para gerar legendas',
    textTooLong: 'Seu texto pode ter no máximo {{max}} caracteres.',
    textInvalid: 'Seu texto contém caracteres não permitidos (caracteres de controle).',
    languageInvalid: 'Escolha português (Brasil), inglês (EUA) ou espanhol (Espanha) para as legendas.',
    imageInvalid: 'Escolha uma foto em JPEG, PNG ou WebP, de até 10 MB.',
    formatInvalid: 'Escolha post único, fio ou carrossel.',
    formatUnsupported:
      'Este formato não está disponível para todas as redes escolhidas: fios são para X, Threads, Bluesky e Mastodon; carrosséis para Instagram e LinkedIn.',
    numberingInvalid: 'Escolha se os posts do fio são numerados.',
    imageNotData: 'Envie a própria foto: links para imagens não são aceitos (o servidor nunca as baixa).',
    imageTooManyPixels:
      'Esta foto tem pixels demais (mais de 40 megapixels). Use uma cópia menor, como a que o celular compartilha.',
    imageTooComplex:
      'Esta foto contém mais do que uma foto precisa (blocos de texto ou varreduras demais) e demora demais para ser lida. Exporte-a de novo como um JPEG comum.',
    imageFormat:
      'Este arquivo não é uma foto JPEG, PNG ou WebP (ou está danificado). SVG, GIF, HEIC e AVIF não são aceitos.',
    photoTextRequired:
      'Descreva a foto em poucas palavras: este servidor não tem um modelo de IA que enxergue imagens, então as legendas são escritas a partir do seu texto.',
  },
  notices: {
    aiFallback: 'Erro ao conectar ao serviço de IA. Usando a geração básica.',
    aiFallbackModel:
      'O modelo de IA principal não conseguiu responder; o modelo reserva escreveu estas legendas.',
  },
  altText: {
    validation: {
      required: 'Escreva o texto alternativo: uma descrição curta do que a foto mostra.',
      tooLong: 'O texto alternativo pode ter no máximo 1.000 caracteres.',
      shortTooLong: 'O texto alternativo curto pode ter no máximo 125 caracteres.',
      invalid: 'O texto alternativo contém caracteres não permitidos.',
    },
  },
  rework: {
    validation: {
      action:
        'Escolha o que fazer com a legenda: encurtar, alongar, ajustar, mudar o estilo, traduzir, adaptar, transformar em fio ou juntar em um só post.',
      style: 'Escolha o estilo em que a legenda deve ser reescrita.',
      language: 'Escolha o idioma da tradução: português (Brasil), inglês (EUA) ou espanhol (Espanha).',
      targetNetwork: 'Escolha a rede social para a qual adaptar a legenda.',
      threadNetwork: 'Fios são para X, Threads, Bluesky e Mastodon: escolha uma dessas redes.',
      joinTooLong: 'Este fio é longo demais para um único post nesta rede. Encurte-o primeiro.',
    },
  },
  errors: {
    photo_in_progress: 'Sua foto anterior ainda está sendo lida. Aguarde um instante e envie esta.',
    photo_busy: 'Muitas fotos estão sendo lidas agora. Tente de novo em alguns segundos.',
    generation_failed: 'Erro ao gerar legendas. Tente novamente mais tarde.',
    photo_needs_ai:
      'O serviço de IA não está disponível agora, e uma foto sem descrição precisa dele. Escreva algumas palavras sobre a foto ou tente novamente mais tarde.',
  },
};
