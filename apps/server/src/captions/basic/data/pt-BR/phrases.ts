import type { PhrasePack } from '../types';

export const phrasesPtBR = {
  hooks: {
    'product-promotion': {
      formal: [
        'Apresentamos algo de que temos muito orgulho.',
        'Conheça a nossa novidade.',
        'Pensado para as suas necessidades.',
      ],
      warm: [
        'Adivinha o que acabou de chegar?',
        'Temos uma novidade que você vai amar.',
        'Diga olá ao seu novo favorito.',
      ],
      playful: [
        'Atenção: pode causar vontade súbita de comprar.',
        'Seu carrinho mandou avisar: é hoje.',
        'Não é para se gabar, mas ficou bom demais.',
      ],
      bold: [
        'Pare de rolar o feed. Você vai querer isso.',
        'É isso que você estava esperando.',
        'Não deixe passar.',
      ],
      uplift: [
        'Feito para deixar seus dias um pouco melhores.',
        'Coisas boas são feitas com carinho, e esta é uma delas.',
        'Você merece algo que faça bem de verdade.',
      ],
    },
    announcement: {
      formal: [
        'Temos uma atualização importante.',
        'Comunicado importante.',
        'Temos uma novidade que queremos compartilhar.',
      ],
      warm: [
        'Temos novidade, e não víamos a hora de contar!',
        'Notícia boa, pessoal!',
        'Tem coisa nova acontecendo por aqui.',
      ],
      playful: [
        'Rufem os tambores…',
        'Segura o cafezinho: temos novidade.',
        'Plantão de notícias (das boas).',
      ],
      bold: ['É oficial.', 'Grande novidade. Leia isto.', 'Isso muda tudo.'],
      uplift: [
        'Hoje começa um novo capítulo.',
        'Todo passo à frente começa com uma decisão. Esta é a nossa.',
        'Estamos crescendo, e somos gratos por você fazer parte disso.',
      ],
    },
    event: {
      formal: ['Reserve a data.', 'Você está convidado.', 'Participe de um evento que vale o seu tempo.'],
      warm: ['Vem curtir com a gente!', 'Vamos adorar ver você lá!', 'Marca na agenda, vai ser incrível!'],
      playful: [
        'Libere a agenda. Sim, até aquele compromisso.',
        'Alerta de FOMO: você vai querer estar lá.',
        'Seus planos acabaram de ganhar um upgrade.',
      ],
      bold: ['Esteja lá.', 'Não fique sabendo depois. Faça parte.', 'É lá que você precisa estar.'],
      uplift: [
        'Alguns momentos são melhores quando compartilhados.',
        'Coisas grandes acontecem quando as pessoas se encontram.',
        'Vamos criar uma lembrança que vale guardar.',
      ],
    },
    'tips-educational': {
      formal: [
        'O que você precisa saber.',
        'Um guia rápido para salvar.',
        'Informações práticas para usar hoje mesmo.',
      ],
      warm: [
        'Dica rápida para você!',
        'Isso ajudou a gente e pode ajudar você também.',
        'Vamos deixar isso mais fácil para você.',
      ],
      playful: [
        'Considere isto a sua cola oficial.',
        'Conhecimento desbloqueado. De nada.',
        'Coisas que a gente queria ter sabido antes:',
      ],
      bold: [
        'Quase todo mundo erra nisso.',
        'Leia isto antes de tentar de novo.',
        'Salve isto. Você vai precisar.',
      ],
      uplift: [
        'Aprender algo novo é sempre uma vitória.',
        'Pequenas lições, grandes avanços.',
        'Todo crescimento começa com uma boa ideia.',
      ],
    },
    'behind-the-scenes': {
      formal: [
        'Um olhar sobre a forma como trabalhamos.',
        'Por trás de cada resultado, existe um processo.',
        'Conheça os nossos bastidores.',
      ],
      warm: [
        'Vem espiar os bastidores com a gente!',
        'Já se perguntou o que acontece antes do resultado final?',
        'Um pouquinho do nosso dia a dia.',
      ],
      playful: [
        'O que acontece de verdade quando a câmera desliga.',
        'Bastidores: menos glamour, mais café.',
        'Spoiler: é mais bagunçado do que parece.',
      ],
      bold: [
        'Sem filtro. É assim que se faz.',
        'O trabalho de verdade acontece aqui.',
        'Isso você não costuma ver.',
      ],
      uplift: [
        'Todo grande resultado começa com o trabalho que ninguém vê.',
        'É assim que a paixão se parece de perto.',
        'A mágica está no processo.',
      ],
    },
    inspirational: {
      formal: [
        'Uma reflexão que vale a pena compartilhar.',
        'O progresso se constrói uma decisão de cada vez.',
        'Um lembrete para a semana.',
      ],
      warm: [
        'Um lembrete carinhoso para você hoje.',
        'Era disso que você precisava ouvir hoje.',
        'Um pouco de energia boa para o seu dia.',
      ],
      playful: [
        'Motivação entregue. Sem precisar de café.',
        'Sua dose diária de boas vibrações chegou.',
        'Considere isto um sinal.',
      ],
      bold: [
        'Pare de esperar o momento perfeito.',
        'Comece agora.',
        'Você é capaz de muito mais do que imagina.',
      ],
      uplift: [
        'Acredite nos pequenos passos.',
        'Cada dia é uma nova chance de recomeçar.',
        'Continue. Vale a pena.',
      ],
    },
    'question-engagement': {
      formal: [
        'Queremos conhecer a sua opinião.',
        'Uma pergunta para a nossa comunidade.',
        'A sua opinião é importante para nós.',
      ],
      warm: ['Queremos ouvir você!', 'Pergunta rápida, pessoal!', 'Bora conversar?'],
      playful: [
        'Ajude a gente a resolver esse debate.',
        'Pergunta importante (muito séria, claro).',
        'Pode ser sincero, a gente aguenta.',
      ],
      bold: ['Fala a verdade.', 'Escolha um lado.', 'Hora da opinião sincera.'],
      uplift: [
        'Cada voz faz a diferença.',
        'Vamos aprender uns com os outros.',
        'A sua história pode inspirar alguém hoje.',
      ],
    },
    seasonal: {
      formal: [
        'Uma data especial pede uma mensagem especial.',
        'Celebrando esta época do ano com você.',
        'Destaques especiais desta temporada.',
      ],
      warm: [
        'Chegou aquela época do ano!',
        'A temporada chegou, e a gente está pronto!',
        'Celebrando com você!',
      ],
      playful: [
        'Oficialmente no clima de festa. Sem volta.',
        'Previsão para a temporada: 100% de comemoração.',
        'A gente estava contando os dias. Literalmente.',
      ],
      bold: [
        'A temporada chegou. Aproveite.',
        'Nesta temporada, vá com tudo.',
        'Não deixe esta época passar em branco.',
      ],
      uplift: [
        'Os melhores momentos são os que dividimos.',
        'Uma época para celebrar o que importa.',
        'Que venham novas memórias.',
      ],
    },
  },
  ctas: {
    'product-promotion': {
      soft: [
        'Quer saber mais? Manda uma mensagem para a gente.',
        'Conta nos comentários o que você achou.',
        'Vem conferir de perto.',
      ],
      direct: ['Não espere: garanta o seu hoje.', 'Garanta já o seu.', 'Compre agora e sinta a diferença.'],
    },
    announcement: {
      soft: [
        'Fique de olho para mais detalhes.',
        'Conta para a gente nos comentários o que achou.',
        'Compartilhe com quem precisa saber.',
      ],
      direct: [
        'Espalhe a novidade.',
        'Siga a gente para não perder o que vem por aí.',
        'Ative as notificações e saiba primeiro.',
      ],
    },
    event: {
      soft: ['Reserve a data e chame um amigo.', 'Esperamos você lá.', 'Marque quem vai com você.'],
      direct: ['Coloque na agenda agora.', 'Garanta seu lugar hoje.', 'Marque o amigo que vai com você.'],
    },
    'tips-educational': {
      soft: [
        'Salve este post para consultar depois.',
        'Compartilhe com alguém que vai achar útil.',
        'Qual dica você vai testar primeiro?',
      ],
      direct: [
        'Salve e coloque em prática hoje.',
        'Mande para alguém que precisa disso.',
        'Teste hoje e conta para a gente como foi.',
      ],
    },
    'behind-the-scenes': {
      soft: [
        'Quer ver mais da nossa rotina?',
        'Conta o que você quer ver na próxima.',
        'Obrigado por fazer parte dessa jornada.',
      ],
      direct: [
        'Siga a gente para ver mais bastidores.',
        'Quer mais disso? Comenta aqui.',
        'Acompanhe para não perder a próxima parte.',
      ],
    },
    inspirational: {
      soft: [
        'Compartilhe com alguém que precisa ler isso hoje.',
        'Salve como lembrete.',
        'Marque alguém que inspira você.',
      ],
      direct: [
        'Dê o primeiro passo hoje.',
        'Compartilhe e inspire alguém.',
        'Salve e volte aqui sempre que precisar.',
      ],
    },
    'question-engagement': {
      soft: [
        'Conta para a gente nos comentários!',
        'Lemos todas as respostas.',
        'Deixe sua opinião aqui embaixo.',
      ],
      direct: [
        'Responda nos comentários.',
        'Comenta aqui. Estamos lendo todas as respostas.',
        'Deixe sua resposta aqui embaixo.',
      ],
    },
    seasonal: {
      soft: ['Celebre com a gente!', 'Compartilhe com alguém especial.', 'Conta como você vai comemorar.'],
      direct: [
        'Aproveite a temporada: venha nos visitar hoje.',
        'Não deixe para depois. Comemore com a gente agora.',
        'Compartilhe com todo mundo que vai comemorar com você.',
      ],
    },
  },
  details: {
    'product-promotion': [
      'Feito para quem se importa com os detalhes.',
      'É daquelas coisas que fazem você se perguntar como vivia sem.',
      'Qualidade que você vê e sente desde o primeiro dia.',
    ],
    announcement: [
      'Estamos trabalhando nisso há um bom tempo e mal podemos esperar para você ver.',
      'É um passo que demos pensando em você.',
      'Ainda tem muita coisa por vir, então fique por perto.',
    ],
    event: [
      'Espere boa companhia, ótimas conversas e muito aprendizado.',
      'É a oportunidade perfeita para se conectar, aprender e se divertir.',
      'Traga sua curiosidade e seus amigos.',
    ],
    'tips-educational': [
      'Pequenas mudanças como estas fazem diferença mais rápido do que você imagina.',
      'Coloque em prática e veja a diferença.',
      'Simples, prático e fácil de começar.',
    ],
    'behind-the-scenes': [
      'Cada detalhe passa por muitas mãos antes de chegar até você.',
      'Dá muito trabalho, e a gente ama cada parte dele.',
      'Esta é a parte que ninguém vê, e a que mais nos orgulha.',
    ],
    inspirational: [
      'O progresso nem sempre faz barulho. Às vezes é só aparecer mais uma vez.',
      'Seja o que for que você está construindo, continue.',
      'Respire, veja o quanto você já caminhou e siga em frente.',
    ],
    'question-engagement': [
      'Aqui não existe resposta errada.',
      'Estamos curiosos para saber o que você pensa.',
      'Suas respostas ajudam a gente a melhorar.',
    ],
    seasonal: [
      'É o momento perfeito para desacelerar e aproveitar o que importa.',
      'Preparamos tudo com um carinho extra para esta época.',
      'Que esta temporada seja inesquecível.',
    ],
  },
  styleLines: {
    professional: [
      'Qualidade, consistência e cuidado em cada detalhe.',
      'Nosso compromisso é entregar valor de verdade.',
      'Seguimos focados no que importa para você.',
    ],
    casual: [
      'Sinceramente? A gente está bem animado com isso.',
      'Sem complicação, só coisa boa.',
      'Simples assim.',
    ],
    funny: [
      'Estamos mais animados que cachorro quando ouve a palavra "passear".',
      'A gente falaria mais, mas o café está esfriando.',
      'Efeitos colaterais: sorrir olhando para o celular.',
    ],
    inspirational: [
      'Coisas grandes levam tempo, e valem a pena.',
      'Cada pequeno passo conta.',
      'Sonhe grande, comece pequeno e não pare.',
    ],
    persuasive: [
      'Você merece algo que faça diferença de verdade.',
      'Depois que experimentar, não vai querer outra coisa.',
      'O melhor momento para começar é agora.',
    ],
    informative: [
      'Informação de qualidade leva a decisões melhores.',
      'Conhecer os detalhes faz toda a diferença.',
      'Fatos claros, sem enrolação.',
    ],
    friendly: [
      'Estamos sempre por aqui se você tiver alguma dúvida.',
      'Obrigado por fazer parte da nossa comunidade.',
      'A gente adora dividir momentos assim com você.',
    ],
    bold: ['Nada pela metade.', 'É tudo ou nada.', 'Só atitude.'],
  },
  networkCtas: {
    instagram: [
      'Salve este post para encontrar depois.',
      'Siga o perfil para ver mais conteúdos assim.',
      'Compartilhe nos seus stories!',
    ],
    facebook: [
      'Compartilhe com seus amigos.',
      'Deixe um comentário e participe da conversa.',
      'Siga a nossa página para mais novidades.',
    ],
    x: ['Reposte se concorda.', 'Responda com a sua opinião.', 'Siga para mais.'],
    linkedin: [
      'Qual é a sua experiência? Conte nos comentários.',
      'Siga a nossa página para mais conteúdos como este.',
      'Compartilhe com a sua rede.',
    ],
    tiktok: [
      'Siga para mais.',
      'Comenta o que você quer ver no próximo vídeo.',
      'Manda para alguém que precisa ver isso.',
    ],
    threads: ['Responda e conta para a gente.', 'Siga para mais.', 'Reposte se fez sentido para você.'],
    youtube: [
      'Inscreva-se no canal e ative as notificações.',
      'Deixe seu comentário: lemos todos.',
      'Curta e compartilhe se isso ajudou você.',
    ],
    pinterest: [
      'Salve este Pin para ver depois.',
      'Salve na sua pasta para não perder.',
      'Salve para se inspirar.',
    ],
    bluesky: ['Responda e conta o que achou.', 'Siga para mais.', 'Reposte no seu feed.'],
    mastodon: [
      'Dê um boost se isso ajudar alguém.',
      'Responda com a sua opinião.',
      'Siga a gente para mais.',
    ],
  },
  questions: ['O que você acha?', 'Qual é a sua opinião?', 'E você?'],
  listIntros: ['Veja como:', 'Resumindo:', 'Anote aí:'],
  labels: { when: 'Quando', where: 'Onde', offer: 'Oferta' },
  singular: [
    [/\bTemos\b/g, 'Tenho'],
    [/\btemos\b/g, 'tenho'],
    [/\bEstamos\b/g, 'Estou'],
    [/\bestamos\b/g, 'estou'],
    [/\bSomos\b/g, 'Sou'],
    [/\bsomos\b/g, 'sou'],
    [/\bQueremos\b/g, 'Quero'],
    [/\bqueremos\b/g, 'quero'],
    [/\bvíamos\b/g, 'via'],
    [/\bVamos adorar\b/g, 'Vou adorar'],
    [/\bApresentamos\b/g, 'Apresento'],
    [/\bTrabalhamos\b/g, 'Trabalho'],
    [/\btrabalhamos\b/g, 'trabalho'],
    [/\bpodemos\b/g, 'posso'],
    [/\bLemos\b/g, 'Leio'],
    [/\blemos\b/g, 'leio'],
    [/\bdividimos\b/g, 'divido'],
    [/\bSeguimos\b/g, 'Sigo'],
    [/\bPreparamos\b/g, 'Preparo'],
    [/\bEsperamos\b/g, 'Espero'],
    [/\bgratos\b/g, 'grato'],
    [/\bpara a gente\b/g, 'para mim'],
    [/\bcom a gente\b/g, 'comigo'],
    [/\bSiga a gente\b/g, 'Me siga'],
    [/\bAjude a gente\b/g, 'Me ajude'],
    [/\bajudou a gente\b/g, 'me ajudou'],
    [/\bajudam a gente\b/g, 'me ajudam'],
    [/\bA gente está\b/g, 'Eu estou'],
    [/\ba gente está\b/g, 'eu estou'],
    [/\bA gente estava\b/g, 'Eu estava'],
    [/\ba gente aguenta\b/g, 'eu aguento'],
    [/\ba gente ama\b/g, 'eu amo'],
    [/\bA gente\b/g, 'Eu'],
    [/\ba gente\b/g, 'eu'],
    [/\bNossa\b/g, 'Minha'],
    [/\bnossa\b/g, 'minha'],
    [/\bNosso\b/g, 'Meu'],
    [/\bnosso\b/g, 'meu'],
    [/\bnossas\b/g, 'minhas'],
    [/\bnossos\b/g, 'meus'],
  ],
  topicFrames: ['Hoje o assunto é {topic}.', 'Este post é sobre {topic}.', 'Vamos falar sobre {topic}.'],
  seasonHooks: {
    christmas: ['O clima de Natal chegou.', 'A época mais linda do ano chegou.', 'Modo Natal: ativado.'],
    newYear: ['Ano novo, novos começos.', 'Pronto para recomeçar?', 'Um brinde ao ano que vem aí.'],
    easter: [
      'A Páscoa está chegando.',
      'Momentos doces de Páscoa vêm aí.',
      'Vem celebrar a Páscoa com a gente.',
    ],
    halloween: ['Tem algo assustador chegando.', 'Gostosuras ou travessuras?', 'O Halloween chegou.'],
    valentines: ['O amor está no ar.', 'O Dia dos Namorados está chegando.', 'Feito com amor.'],
    mothersDay: [
      'Para quem faz tudo por nós: feliz Dia das Mães.',
      'O Dia das Mães está chegando.',
      'Celebrando todas as mães.',
    ],
    fathersDay: ['O Dia dos Pais está chegando.', 'Um brinde aos pais.', 'Celebrando todos os pais.'],
    blackFriday: [
      'A Black Friday chegou.',
      'Contagem regressiva para a Black Friday.',
      'Black Friday do jeito certo.',
    ],
    summer: ['O verão está chamando.', 'Olá, verão!', 'Vêm aí dias de sol.'],
    winter: ['Chegou a estação do aconchego.', 'O inverno chegou, se agasalhe.', 'Olá, inverno!'],
    autumn: ['O outono chegou.', 'Olá, outono!', 'Dias aconchegantes de outono vêm aí.'],
    spring: ['A primavera chegou.', 'Olá, primavera!', 'Recomeços e dias floridos.'],
    carnival: ['O Carnaval chegou!', 'Pronto para o Carnaval?', 'Que comece a folia!'],
    backToSchool: [
      'É tempo de volta às aulas.',
      'Pronto para o novo ano letivo?',
      'Ano letivo novo, começo novo.',
    ],
  },
  postTypeTags: {
    'product-promotion': ['Novidade', 'CompreDoPequeno'],
    announcement: ['Novidades', 'Comunicado'],
    event: ['Evento', 'SalveAData'],
    'tips-educational': ['Dicas', 'FicaADica'],
    'behind-the-scenes': ['Bastidores', 'NossoDiaADia'],
    inspirational: ['Inspiração', 'Motivação'],
    'question-engagement': ['VamosConversar', 'Comunidade'],
    seasonal: ['Comemoração', 'DataEspecial'],
  },
  instructions: [
    /^\s*(?:por\s+favor,?\s+)?(?:crie|criar|escreva|escrever|gere|gerar|fa[çc]a|fazer|monte|me\s+d[êe])\s+(?:uma?s?\s+|\d+\s+)?(?:[\p{L}-]+\s+){0,2}?(?:legendas?|posts?|textos?|publica[çc](?:[ãa]o|[õo]es)|descri[çc](?:[ãa]o|[õo]es))\s+(?:sobre|para|de|do|da|dos|das|anunciando|divulgando)\s+/iu,
    /^\s*(?:uma?\s+)?(?:legendas?|posts?)\s+(?:sobre|para)\s+/iu,
  ],
  // No topic frame of this language makes a contraction to mend (es-ES: "de el" → "del").
  contractions: [],
} as const satisfies PhrasePack;
