import type { plannerEnUS } from './planner.en-US';

/** O planejador: validação, erros de importação, avisos, ângulos, exportações — pt-BR. */
export const plannerPtBR: typeof plannerEnUS = {
  validation: {
    startDateInvalid: 'Escolha uma data de início (AAAA-MM-DD).',
    startDateOutOfRange: 'Escolha uma data de início entre hoje e daqui a um ano.',
    dateOutOfRange: 'Escolha uma data entre hoje e daqui a um ano.',
    exportNetworkRequired: 'O Hootsuite aceita uma rede por arquivo: escolha a rede a exportar.',
    daysInvalid: 'Planeje de 1 a 14 dias.',
    postsPerDayInvalid: 'Planeje de 1 a 3 posts por dia.',
    timeInvalid: 'Escreva o horário como HH:MM (24 horas).',
    postTextRequired: 'O post não pode ficar vazio.',
    postTextTooLong: 'O post está longo demais.',
    postTextInvalid: 'O post contém caracteres não permitidos (caracteres de controle).',
    patchEmpty: 'Altere o texto, a data ou o horário.',
    csvRequired: 'Adicione um arquivo CSV com as colunas date, network e brief.',
  },
  rules: {
    empty: 'O post não pode ficar vazio.',
    tooLong: 'Este post é longo demais para o {{network}}: {{length}} de no máximo {{max}}.',
    emojisOff: 'Este planejamento foi escrito sem emojis: tire-os do post.',
    hashtagsOff: 'Este planejamento foi escrito sem hashtags: tire-as do post.',
    tooManyHashtags: 'O {{network}} aceita no máximo {{max}} hashtags por post.',
    forbiddenCharacter: 'O {{network}} não aceita alguns caracteres deste post (como < ou >).',
  },
  import: {
    malformed: 'Linha {{row}}: não dá para ler o CSV a partir daqui (aspas não fechadas ou aspas soltas).',
    headerInvalid: 'A primeira linha precisa ser o cabeçalho: date,network,brief.',
    empty: 'O arquivo não tem linhas abaixo do cabeçalho.',
    tooManyRows: 'Dá para importar até {{max}} linhas de uma vez; este arquivo tem {{count}}.',
    columns: 'Linha {{row}}: eram esperadas 3 colunas (date, network, brief) e há {{count}}.',
    dateInvalid: 'Linha {{row}}, coluna date: escreva a data como AAAA-MM-DD.',
    dateOutOfRange: 'Linha {{row}}, coluna date: escolha uma data entre hoje e daqui a um ano.',
    networkInvalid:
      'Linha {{row}}, coluna network: use instagram, facebook, x, linkedin, tiktok, threads, youtube ou pinterest.',
    briefRequired: 'Linha {{row}}, coluna brief: a descrição está vazia.',
    briefTooLong: 'Linha {{row}}, coluna brief: a descrição tem mais de {{max}} caracteres.',
    briefInvalid:
      'Linha {{row}}, coluna brief: a descrição contém caracteres não permitidos (caracteres de controle).',
  },
  notices: {
    slotsUnwritten:
      '{{count}} de {{total}} horários de post não puderam ser escritos; eles não foram contabilizados.',
  },
  angles: {
    announcement: 'Anúncio',
    tip: 'Dica',
    'behind-the-scenes': 'Bastidores',
    'social-proof': 'Prova social',
    offer: 'Oferta',
    question: 'Pergunta',
    countdown: 'Contagem regressiva',
    reminder: 'Lembrete',
  },
  calendar: {
    summary: 'Post no {{network}}: {{angle}}',
    alarm: 'Hora de postar no {{network}}',
  },
};
