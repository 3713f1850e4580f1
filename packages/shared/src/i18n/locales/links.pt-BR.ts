/** Começar por um link: validação, recusas e o campo "Começar por um link" — pt-BR. */
export const linksPtBR = {
  validation: {
    required: 'Cole um link para ler.',
    tooLong: 'Este link é longo demais (no máximo 2.048 caracteres).',
    invalid: 'Este link tem caracteres que um endereço da web não pode ter.',
  },
  errors: {
    notAUrl: 'Isto não parece um endereço da web. Cole um link como https://exemplo.com.br/artigo.',
    notFound: 'Não foi possível encontrar essa página, ou ela não respondeu. Confira o link e tente de novo.',
    notText:
      'Este link não é uma página da web nem um texto (pode ser um arquivo ou uma imagem). Cole o link de um artigo ou de uma página.',
    empty: 'Não encontramos texto nessa página. Cole o texto no briefing.',
    tooComplex:
      'Esta página é montada de um jeito que não conseguimos ler (muito mais elementos, ou elementos aninhados muito mais fundo, do que um artigo tem). Cole no briefing a parte que você quer.',
  },
  field: {
    label: 'Começar por um link (opcional)',
    hint: 'Um artigo, uma página de produto ou uma newsletter: lemos a página e escrevemos os posts a partir dela. O que você escrever no briefing vira instruções por cima.',
    placeholder: 'https://',
    read: 'Ler o link',
    reading: 'Lendo o link…',
    remove: 'Remover o link',
    from: 'Os posts serão escritos a partir de:',
    changed: 'O link mudou: leia de novo antes de gerar.',
    readFirst: 'Leia o link primeiro, para conferir se é a página certa.',
  },
  inBio: 'Link na bio.',
};
