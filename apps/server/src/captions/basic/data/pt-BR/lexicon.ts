import type { LexiconData } from '../types';

/** Brazilian Portuguese words for the brief analysis (what each list is: LexiconData in ../types.ts). */
export const lexiconPtBR = {
  stopwords: `
o os as um uma uns umas e ou mas se de do da dos das no na nos nas em ao aos à às pelo pela pelos pelas
por para com sem sobre entre até desde que quem qual quais quando onde como porque porquê muito muita
muitos muitas mais menos já ainda também só so apenas bem mal sim não nao eu tu ele ela nós nos vós
eles elas você voce vocês voces me te se lhe lhes meu minha meus minhas teu tua seu sua seus suas nosso
nossa nossos nossas este esta estes estas esse essa esses essas isto isso aquilo aquele aquela aqui ali
lá la é e foi ser estar está esta estão estao estamos somos são sao era eram ter tem têm temos tinha
vai vão vamos vou fazer faz fiz feito pode podem posso quer querem vem venha venham veja vejam hoje
amanhã amanha ontem agora semana dia dias mês mes ano vez vezes coisa coisas gente pessoa pessoas todo
toda todos todas tudo nada algo alguém novo nova novos novas melhor melhores grande grandes pequeno
ótimo otimo ótima incrível incrivel legal segunda terça quarta quinta sexta sábado sabado domingo
janeiro fevereiro março marco abril maio junho julho agosto setembro outubro novembro dezembro aí ai
obrigado obrigada manha manhã tarde noite loja lojas site página pagina perfil unidade unidades
legenda legendas escreva crie gere
`,
  topics: {
    blackFriday: { stems: 'black friday, cyber monday, blackfriday', tags: 'BlackFriday' },
    christmas: { stems: 'natal, natalino, natalina, papai noel', tags: 'Natal' },
    newYear: { stems: 'ano novo, reveillon', tags: 'AnoNovo' },
    easter: { stems: 'pascoa', tags: 'Páscoa' },
    halloween: { stems: 'halloween, dia das bruxas', tags: 'Halloween' },
    valentines: { stems: 'dia dos namorados', tags: 'DiaDosNamorados' },
    mothersDay: { stems: 'dia das maes', tags: 'DiaDasMães' },
    fathersDay: { stems: 'dia dos pais', tags: 'DiaDosPais' },
    carnival: { stems: 'carnaval, bloquinho', tags: 'Carnaval' },
    backToSchool: { stems: 'volta as aulas, material escolar', tags: 'VoltaÀsAulas' },
    sale: {
      stems:
        'promo, promos, desconto, descontos, promocao, promocoes, liquidacao, oferta, ofertas, cupom, off',
      tags: 'Promoção Desconto',
    },
    summer: { stems: 'verao', tags: 'Verão' },
    winter: { stems: 'inverno', tags: 'Inverno' },
    autumn: { stems: 'outono', tags: 'Outono' },
    spring: { stems: 'primavera', tags: 'Primavera' },
    coffee: {
      stems: 'cafe, cafes, cafezinho, cafeteria, espresso, latte, cappuccino, barista, cold brew',
      tags: 'Café AmoCafé',
    },
    bakery: { stems: 'pao, paes, padaria, fermentacao natural, croissant', tags: 'Padaria PãoArtesanal' },
    sweets: {
      stems:
        'bolo, bolos, confeitaria, doce, doces, sobremesa, brigadeiro, chocolate, cookie, cookies, cupcake',
      tags: 'Confeitaria Doces',
    },
    drinks: { stems: 'vinho, vinhos, cerveja, cervejas, drinque, drinques, drinks', tags: 'Drinks Brinde' },
    food: {
      stems:
        'comida, comidas, receita, receitas, jantar, almoco, cafe da manha, brunch, cardapio, restaurante, prato, pratos, pizza, hamburguer, sushi, gastronomia',
      tags: 'Gastronomia Comida',
    },
    fashion: { stems: 'moda, roupa, roupas, vestido, vestidos, tenis', tags: 'Moda Look' },
    beauty: {
      stems: 'beleza, maquiagem, skincare, cabelo, cabelos, salao, unhas, cosmeticos',
      tags: 'Beleza Autocuidado',
    },
    fitness: {
      stems: 'fitness, academia, treino, treinos, musculacao, corrida, yoga, pilates, crossfit, exercicio',
      tags: 'Treino Fitness',
    },
    health: {
      stems: 'saude, saudavel, bem-estar, bem estar, medico, clinica, terapia, nutricao',
      tags: 'Saúde BemEstar',
    },
    travel: {
      stems: 'viagem, viagens, viajar, ferias, praia, hotel, passeio, destino',
      tags: 'Viagem Turismo',
    },
    tech: {
      stems:
        'tecnologia, tecnologico, app, apps, aplicativo, software, inteligencia artificial, digital, startup, dados, plataforma',
      tags: 'Tecnologia Inovação',
    },
    business: {
      stems:
        'negocio, negocios, empresa, empresas, empreendedor, empreendedora, empreendedorismo, marketing, vendas, marca, clientes',
      tags: 'Empreendedorismo Negócios',
    },
    education: {
      stems: 'curso, cursos, aprender, escola, aluno, alunos, estudante, professor, workshop',
      tags: 'Educação Aprendizado',
    },
    music: { stems: 'musica, cancao, album, banda, playlist', tags: 'Música MúsicaAoVivo' },
    pets: {
      stems: 'pet, pets, cachorro, cachorros, cao, caes, filhote, gato, gatos, gatinho',
      tags: 'Pets AmoMeuPet',
    },
    nature: {
      stems:
        'natureza, jardim, planta, plantas, flor, flores, sustentavel, sustentabilidade, reciclagem, eco',
      tags: 'Natureza Sustentabilidade',
    },
    realEstate: {
      stems: 'imovel, imoveis, apartamento, apartamentos, imobiliaria, corretor',
      tags: 'Imóveis CasaNova',
    },
    home: { stems: 'decoracao, moveis', tags: 'Decoração Casa' },
    family: { stems: 'familia, filhos, criancas, bebe, bebes', tags: 'Família Maternidade' },
    sports: { stems: 'futebol, jogo, partida, campeonato, torneio', tags: 'Esporte Futebol' },
    books: { stems: 'livro, livros, leitura, autor, autora, romance, biblioteca', tags: 'Leitura Livros' },
    art: {
      stems: 'arte, artista, design, foto, fotos, fotografia, pintura, ilustracao',
      tags: 'Arte Fotografia',
    },
    cars: { stems: 'carro, carros, veiculo, veiculos, moto, motos', tags: 'Carros Automóveis' },
    finance: {
      stems: 'dinheiro, financas, investimento, investimentos, economizar, orcamento',
      tags: 'Finanças EducaçãoFinanceira',
    },
    wedding: { stems: 'casamento, noiva, noivo', tags: 'Casamento Noivas' },
    handmade: {
      stems: 'artesanal, artesanais, artesanato, feito a mao, ceramica, croche',
      tags: 'FeitoÀMão Artesanato',
    },
    party: { stems: 'festa, festas, aniversario, celebracao, comemoracao', tags: 'Festa Comemoração' },
  },
  nouns: `ioga:🧘 yoga:🧘 pilates:🧘 meditacao:🧘 vela:🕯️ sabonete:🧼 livro:📚 livraria:📚 leitura:📖
    cafe:☕ cafezinho:☕ cha:🍵 pizza:🍕 hamburguer:🍔 salada:🥗 pao:🍞 padaria:🥐 bolo:🍰 bolo de pote:🍰
    brigadeiro:🍫 chocolate:🍫 ovo:🥚 sorvete:🍦 doce:🍬 doce de leite:🍮 pistache:🥜 morango:🍓
    limao:🍋 mel:🍯 vinho:🍷 cerveja:🍺 flor:💐 rosa:🌹 planta:🪴 jardim:🌱 folha:🍃 praia:🏖️
    cachorro:🐶 cao:🐶 gato:🐱 pet:🐾 bichinho:🐾 adocao:🐾 camiseta:👕 camisa:👕 algodao:👕 vestido:👗
    tenis:👟 sapato:👠 bolsa:👜 maquiagem:💄 cabelo:💇 unha:💅 academia:🏋️ treino:💪 corrida:🏃
    maratona:🏃 bicicleta:🚲 futebol:⚽ musica:🎶 show:🎤 violao:🎸 foto:📸 fotografia:📷 arte:🎨
    ceramica:🏺 croche:🧶 carro:🚗 casa:🏠 apartamento:🏢 aplicativo:📱 celular:📱 curso:📚 oficina:🛠️
    escola:🏫 aluno:🎓 formatura:🎓 bebe:👶 crianca:🧒 familia:👨‍👩‍👧 casamento:💍 aniversario:🎂
    festa:🎉 presente:🎁 caixa:📦 encomenda:📦 entrega:🚚 fazenda:🚜 horta:🥬 verdura:🥬 fruta:🍎
    cardapio:📋 restaurante:🍽️ jantar:🍽️ almoco:🍽️ cozinha:🍳 feira:🧺 mercado:🧺 ingresso:🎟️
    promocao:🏷️ desconto:🏷️ oferta:🏷️ dentista:🦷 clinica:🩺 medico:🩺 saude:🩺 confeitaria:🧁
    natureza:🌿 viagem:✈️ dica:💡 azeite:🫒 mochila:🎒 samba:🥁 aula estudio colecao comunidade
    receita estacao bairro`,
  notNouns: ['aprender', 'viajar', 'economizar', 'digital', 'saudavel', 'off'],
  verbs: `
chegar chegou abrir abre fechar participar trazer leve levar manter usar regar regue verificar
verifique evitar evite comecar comeca comecei preparar chegam vender vendendo acreditar acredite
preferir preferem montar montando atender passa passar conhecer conheca comprar compre visitar
visite seguir siga salvar salve compartilhar compartilhe perguntar reservar reserve garantir
garanta aproveitar aproveite celebrar comemorar descobrir ganhar adorar
`,
} as const satisfies LexiconData;
