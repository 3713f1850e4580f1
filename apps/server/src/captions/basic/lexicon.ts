import { fold, type Language } from '@captia/shared';

/**
 * Words that never make a key term or a hashtag, accent-folded. One list for the three
 * languages: a brief may be written in another language than the captions.
 */
const STOPWORDS_TEXT = `
a an the and or but if then than so as at by for from in into of off on onto out over to up with without
about above after again against all am any are aren't be because been before being below between both
can could did do does doing don't down during each few further had has have having he her here hers him
his how i i'm im it it's its itself just me more most my myself no nor not now only other our ours
ourselves own same she should some such that that's their theirs them themselves there these they this
those through too under until very was we we're were what when where which while who whom why will
would you you're your yours yourself yourselves let let's get got make made also really still even ever
every much many lot lots new best better great good nice amazing awesome big small little today tonight
tomorrow yesterday now week weekend day days month year time times thing things way people everyone
something anything nothing one two three first last next soon here's there's come coming go going see
check want need like love know think look find take give use try keep back well right just only
thanks thank morning evening night afternoon store stores shop shops website site page link bio profile
monday tuesday wednesday thursday friday saturday sunday january february march april may june july
august september october november december am pm post caption captions write create generate text
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
el la los las un una unos unas y o pero si del al en con sin sobre entre hasta desde que quien cual
cuales cuando donde como porque muy mucho mucha muchos muchas más mas menos ya aún aun también tambien
solo sólo yo él ella nosotros nosotras vosotros vosotras ellos ellas usted ustedes me te se le les mi
mis tu tus su sus nuestro nuestra nuestros nuestras vuestro vuestra este esta estos estas ese esa esos
esas esto eso aquello aquí aqui allí alli es son fue ser estar está estan están estamos somos era eran
tener tiene tienen tenemos tenía va van vamos voy hacer hace hizo hecho puede pueden puedo quiere
quieren ven venid ved hoy mañana manana ayer ahora semana día dia días dias mes año ano vez veces cosa
cosas gente persona personas todo toda todos todas nada algo alguien nuevo nueva nuevos nuevas mejor
mejores gran grande grandes pequeño increíble increible genial lunes martes miércoles miercoles jueves
viernes sábado domingo enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre
gracias noche cada tienda tiendas web página perfil local
diciembre texto textos escribe crea genera publicación publicacion
`;

export const STOPWORDS: ReadonlySet<string> = new Set(
  STOPWORDS_TEXT.split(/\s+/)
    .filter(Boolean)
    .map((w) => fold(w)),
);

export type TopicId =
  | 'coffee'
  | 'food'
  | 'bakery'
  | 'sweets'
  | 'drinks'
  | 'fashion'
  | 'beauty'
  | 'fitness'
  | 'health'
  | 'travel'
  | 'tech'
  | 'business'
  | 'education'
  | 'music'
  | 'pets'
  | 'nature'
  | 'home'
  | 'realEstate'
  | 'family'
  | 'sports'
  | 'books'
  | 'art'
  | 'cars'
  | 'finance'
  | 'wedding'
  | 'party'
  | 'handmade'
  | 'sale'
  | 'christmas'
  | 'newYear'
  | 'easter'
  | 'halloween'
  | 'valentines'
  | 'mothersDay'
  | 'fathersDay'
  | 'blackFriday'
  | 'summer'
  | 'winter'
  | 'autumn'
  | 'spring'
  | 'carnival'
  | 'backToSchool';

export interface Topic {
  id: TopicId;
  /** Accent-folded, lower-case. One word: matches that word or its plural in -s/-es. Several words: matches the phrase. */
  stems: readonly string[];
  emojis: readonly string[];
  /** Hashtag words per caption language, most specific first. */
  tags: Readonly<Record<Language, readonly string[]>>;
  /** Seasonal topics (holidays and seasons) bring their own opening lines. */
  seasonal?: boolean;
  /** Holidays lead the topics when present: they change the whole message. */
  holiday?: boolean;
}

const t = (
  id: TopicId,
  stems: string,
  emojis: string,
  tags: Record<Language, string>,
  seasonal = false,
  holiday = seasonal,
): Topic => ({
  id,
  stems: stems.split(',').map((s) => s.trim()),
  emojis: emojis.split(' '),
  tags: {
    'pt-BR': tags['pt-BR'].split(' '),
    'en-US': tags['en-US'].split(' '),
    'es-ES': tags['es-ES'].split(' '),
  },
  seasonal,
  holiday,
});

/** Topics in priority order: holidays first, so a Christmas cake is about Christmas first. */
export const TOPICS: readonly Topic[] = [
  t(
    'blackFriday',
    'black friday, cyber monday, blackfriday',
    '🖤 🛍️ 🏷️',
    { 'pt-BR': 'BlackFriday', 'en-US': 'BlackFriday', 'es-ES': 'BlackFriday' },
    true,
  ),
  t(
    'christmas',
    'christmas, xmas, natal, natalino, natalina, navidad, navideno, navidena, papai noel, papa noel, santa claus',
    '🎄 🎁 ✨',
    { 'pt-BR': 'Natal', 'en-US': 'Christmas', 'es-ES': 'Navidad' },
    true,
  ),
  t(
    'newYear',
    'new year, ano novo, reveillon, ano nuevo, nochevieja',
    '🎆 🥂 ✨',
    { 'pt-BR': 'AnoNovo', 'en-US': 'NewYear', 'es-ES': 'AñoNuevo' },
    true,
  ),
  t(
    'easter',
    'easter, pascoa, pascua, semana santa',
    '🐣 🐰 🌷',
    { 'pt-BR': 'Páscoa', 'en-US': 'Easter', 'es-ES': 'SemanaSanta' },
    true,
  ),
  t(
    'halloween',
    'halloween, dia das bruxas, noche de brujas',
    '🎃 👻 🦇',
    { 'pt-BR': 'Halloween', 'en-US': 'Halloween', 'es-ES': 'Halloween' },
    true,
  ),
  t(
    'valentines',
    'valentine, valentines, dia dos namorados, san valentin, dia de los enamorados',
    '❤️ 💌 🌹',
    { 'pt-BR': 'DiaDosNamorados', 'en-US': 'ValentinesDay', 'es-ES': 'SanValentín' },
    true,
  ),
  t(
    'mothersDay',
    "mother's day, mothers day, dia das maes, dia de la madre",
    '💐 💖 🌷',
    { 'pt-BR': 'DiaDasMães', 'en-US': 'MothersDay', 'es-ES': 'DíaDeLaMadre' },
    true,
  ),
  t(
    'fathersDay',
    "father's day, fathers day, dia dos pais, dia del padre",
    '👔 💙 🎁',
    { 'pt-BR': 'DiaDosPais', 'en-US': 'FathersDay', 'es-ES': 'DíaDelPadre' },
    true,
  ),
  t(
    'carnival',
    'carnival, carnaval, bloquinho',
    '🎭 🎉 🥁',
    { 'pt-BR': 'Carnaval', 'en-US': 'Carnival', 'es-ES': 'Carnaval' },
    true,
  ),
  t(
    'backToSchool',
    'back to school, volta as aulas, vuelta al cole, material escolar',
    '📚 ✏️ 🎒',
    { 'pt-BR': 'VoltaÀsAulas', 'en-US': 'BackToSchool', 'es-ES': 'VueltaAlCole' },
    true,
  ),
  t(
    'sale',
    'sale, sales, discount, discounts, promo, promos, coupon, deal, deals, desconto, descontos, promocao, promocoes, liquidacao, oferta, ofertas, cupom, descuento, descuentos, rebaja, rebajas, promocion, cupon, off',
    '🏷️ 💸 🛍️',
    { 'pt-BR': 'Promoção Desconto', 'en-US': 'Sale Deals', 'es-ES': 'Rebajas Ofertas' },
  ),
  t(
    'summer',
    'summer, verao, verano',
    '☀️ 🏖️ 🌊',
    { 'pt-BR': 'Verão', 'en-US': 'Summer', 'es-ES': 'Verano' },
    true,
    false,
  ),
  t(
    'winter',
    'winter, inverno, invierno',
    '❄️ 🧣 ⛄',
    { 'pt-BR': 'Inverno', 'en-US': 'Winter', 'es-ES': 'Invierno' },
    true,
    false,
  ),
  t(
    'autumn',
    'autumn, fall season, outono, otono',
    '🍂 🍁 🌰',
    { 'pt-BR': 'Outono', 'en-US': 'Autumn', 'es-ES': 'Otoño' },
    true,
    false,
  ),
  t(
    'spring',
    'spring, springtime, primavera',
    '🌸 🌷 🌼',
    { 'pt-BR': 'Primavera', 'en-US': 'Spring', 'es-ES': 'Primavera' },
    true,
    false,
  ),
  t(
    'coffee',
    'coffee, espresso, latte, cappuccino, barista, cafe, cafes, cafeteria, cafezinho, cold brew',
    '☕ 🤎',
    { 'pt-BR': 'Café AmoCafé', 'en-US': 'Coffee CoffeeLovers', 'es-ES': 'Café AmantesDelCafé' },
  ),
  t(
    'bakery',
    'bread, breads, bakery, bakeries, sourdough, croissant, baguette, loaf, pao, paes, padaria, fermentacao natural, pan, panes, panaderia, obrador, masa madre, hogaza, bolleria',
    '🥖 🥐 🍞',
    { 'pt-BR': 'Padaria PãoArtesanal', 'en-US': 'Bakery FreshBread', 'es-ES': 'Panadería PanArtesano' },
  ),
  t(
    'sweets',
    'cake, cakes, dessert, desserts, chocolate, cookie, cookies, pastry, cupcake, bolo, bolos, confeitaria, doce, doces, sobremesa, brigadeiro, tarta, tartas, postre, postres, pasteleria, galleta, galletas, bizcocho',
    '🍰 🧁 🍫',
    { 'pt-BR': 'Confeitaria Doces', 'en-US': 'Desserts SweetTooth', 'es-ES': 'Pastelería Postres' },
  ),
  t(
    'drinks',
    'wine, wines, beer, beers, cocktail, cocktails, drinks, vinho, vinhos, cerveja, cervejas, drinque, drinques, vino, vinos, cerveza, cervezas, coctel, cocteles, vermut',
    '🍷 🍹 🥂',
    { 'pt-BR': 'Drinks Brinde', 'en-US': 'Cheers Drinks', 'es-ES': 'Brindis Copas' },
  ),
  t(
    'food',
    'food, meal, meals, dinner, lunch, breakfast, brunch, recipe, recipes, menu, restaurant, dish, pizza, burger, sushi, comida, comidas, receita, receitas, jantar, almoco, cafe da manha, cardapio, restaurante, prato, pratos, hamburguer, gastronomia, receta, recetas, cena, almuerzo, desayuno, plato, platos, tapas, paella, gastronomico',
    '🍽️ 😋 🍕',
    { 'pt-BR': 'Gastronomia Comida', 'en-US': 'Foodie FoodLovers', 'es-ES': 'Gastronomía Comida' },
  ),
  t(
    'fashion',
    'fashion, outfit, outfits, dress, dresses, clothing, clothes, wardrobe, moda, roupa, roupas, vestido, vestidos, ropa, prenda, prendas, sneakers, tenis, zapatillas',
    '👗 👠 🛍️',
    { 'pt-BR': 'Moda Look', 'en-US': 'Fashion Style', 'es-ES': 'Moda Estilo' },
  ),
  t(
    'beauty',
    'beauty, makeup, skincare, haircut, salon, nails, cosmetics, beleza, maquiagem, cabelo, cabelos, salao, unhas, cosmeticos, belleza, maquillaje, cabello, peluqueria, unas, cosmetica',
    '💄 💅 ✨',
    { 'pt-BR': 'Beleza Autocuidado', 'en-US': 'Beauty SelfCare', 'es-ES': 'Belleza Autocuidado' },
  ),
  t(
    'fitness',
    'fitness, gym, workout, workouts, training, yoga, pilates, running, crossfit, academia, treino, treinos, musculacao, corrida, gimnasio, entrenamiento, ejercicio, exercicio, exercise',
    '💪 🏋️ 🔥',
    { 'pt-BR': 'Treino Fitness', 'en-US': 'Fitness Workout', 'es-ES': 'Fitness Entrenamiento' },
  ),
  t(
    'health',
    'health, healthy, wellness, wellbeing, doctor, clinic, therapy, nutrition, saude, saudavel, bem-estar, bem estar, clinica, terapia, nutricao, salud, saludable, bienestar, medico, nutricion',
    '🩺 🌿 💚',
    { 'pt-BR': 'Saúde BemEstar', 'en-US': 'Health Wellness', 'es-ES': 'Salud Bienestar' },
  ),
  t(
    'travel',
    'travel, trip, trips, vacation, holidays, beach, hotel, tour, destination, viagem, viagens, viajar, ferias, praia, passeio, destino, viaje, viajes, vacaciones, playa, excursion, escapada',
    '✈️ 🌍 🧳',
    { 'pt-BR': 'Viagem Turismo', 'en-US': 'Travel Wanderlust', 'es-ES': 'Viajes Turismo' },
  ),
  t(
    'tech',
    'tech, technology, app, apps, software, artificial intelligence, digital, startup, code, coding, tecnologia, aplicativo, inteligencia artificial, dados, programacion, tecnologico, aplicacion, datos, plataforma, platform',
    '💻 🚀 📱',
    { 'pt-BR': 'Tecnologia Inovação', 'en-US': 'Tech Innovation', 'es-ES': 'Tecnología Innovación' },
  ),
  t(
    'business',
    'business, company, entrepreneur, entrepreneurs, marketing, sales team, brand, branding, clients, customers, negocio, negocios, empresa, empresas, empreendedor, empreendedora, empreendedorismo, vendas, marca, clientes, emprendedor, emprendedores, emprendimiento, ventas',
    '📈 💼 🤝',
    {
      'pt-BR': 'Empreendedorismo Negócios',
      'en-US': 'SmallBusiness Entrepreneur',
      'es-ES': 'Emprendimiento Negocios',
    },
  ),
  t(
    'education',
    'course, courses, lesson, lessons, learn, learning, school, student, students, teacher, workshop, curso, cursos, aprender, escola, aluno, alunos, estudante, professor, escuela, estudiante, estudiantes, leccion, formacion, taller',
    '📚 🎓 💡',
    { 'pt-BR': 'Educação Aprendizado', 'en-US': 'Learning Education', 'es-ES': 'Educación Aprendizaje' },
  ),
  t(
    'music',
    'music, song, songs, concert, album, band, playlist, gig, musica, cancao, banda, cancion, canciones, concierto, disco',
    '🎶 🎸 🎤',
    { 'pt-BR': 'Música MúsicaAoVivo', 'en-US': 'Music LiveMusic', 'es-ES': 'Música MúsicaEnDirecto' },
  ),
  t(
    'pets',
    'pet, pets, dog, dogs, puppy, cat, cats, kitten, cachorro, cachorros, cao, caes, gato, gatos, gatinho, filhote, perro, perros, mascota, mascotas, gatito',
    '🐶 🐾 🐱',
    { 'pt-BR': 'Pets AmoMeuPet', 'en-US': 'Pets DogsOfInstagram', 'es-ES': 'Mascotas Perros' },
  ),
  t(
    'nature',
    'nature, garden, plant, plants, flower, flowers, sustainable, sustainability, recycling, eco, natureza, jardim, planta, plantas, flor, flores, sustentavel, sustentabilidade, reciclagem, naturaleza, jardin, sostenible, sostenibilidad, reciclaje',
    '🌿 🌱 🌸',
    {
      'pt-BR': 'Natureza Sustentabilidade',
      'en-US': 'Nature Sustainability',
      'es-ES': 'Naturaleza Sostenibilidad',
    },
  ),
  t(
    'realEstate',
    'real estate, apartment, apartments, property, realtor, imovel, imoveis, apartamento, apartamentos, imobiliaria, corretor, inmueble, inmuebles, piso, pisos, inmobiliaria',
    '🏠 🔑 🏡',
    { 'pt-BR': 'Imóveis CasaNova', 'en-US': 'RealEstate NewHome', 'es-ES': 'Inmobiliaria Vivienda' },
  ),
  t(
    'home',
    'home decor, decor, furniture, interior design, decoracao, moveis, decoracion, muebles, hogar',
    '🏡 🛋️ 🕯️',
    { 'pt-BR': 'Decoração Casa', 'en-US': 'HomeDecor InteriorDesign', 'es-ES': 'Decoración Hogar' },
  ),
  t(
    'family',
    'kids, children, baby, babies, family, familia, criancas, bebe, bebes, filhos, ninos, bebé, hijos',
    '👨‍👩‍👧 🧸 💛',
    { 'pt-BR': 'Família Maternidade', 'en-US': 'Family Parenting', 'es-ES': 'Familia Crianza' },
  ),
  t(
    'sports',
    'football, soccer, match, championship, tournament, basketball, tennis, futebol, jogo, campeonato, torneio, partida, futbol, partido, torneo, baloncesto',
    '⚽ 🏆 🙌',
    { 'pt-BR': 'Esporte Futebol', 'en-US': 'Sports GameDay', 'es-ES': 'Deporte Fútbol' },
  ),
  t(
    'books',
    'book, books, reading, author, novel, library, livro, livros, leitura, autor, autora, romance, biblioteca, libro, libros, lectura, novela',
    '📖 📚 ☕',
    { 'pt-BR': 'Leitura Livros', 'en-US': 'Books Reading', 'es-ES': 'Lectura Libros' },
  ),
  t(
    'art',
    'art, artist, design, photo, photos, photography, painting, illustration, arte, artista, fotografia, foto, fotos, pintura, ilustracao, ilustracion, diseno',
    '🎨 📸 🖌️',
    { 'pt-BR': 'Arte Fotografia', 'en-US': 'Art Photography', 'es-ES': 'Arte Fotografía' },
  ),
  t(
    'cars',
    'car, cars, vehicle, vehicles, carro, carros, veiculo, veiculos, coche, coches, vehiculo, vehiculos, moto, motos',
    '🚗 🏁 🔧',
    { 'pt-BR': 'Carros Automóveis', 'en-US': 'Cars Auto', 'es-ES': 'Coches Motor' },
  ),
  t(
    'finance',
    'money, finance, finances, invest, investing, investment, savings, budget, dinheiro, financas, investimento, investimentos, economizar, orcamento, dinero, finanzas, inversion, ahorro, ahorrar, presupuesto',
    '💰 📊 💡',
    {
      'pt-BR': 'Finanças EducaçãoFinanceira',
      'en-US': 'PersonalFinance Money',
      'es-ES': 'Finanzas FinanzasPersonales',
    },
  ),
  t('wedding', 'wedding, bride, groom, casamento, noiva, noivo, boda, bodas, novia, novio', '💍 💐 🥂', {
    'pt-BR': 'Casamento Noivas',
    'en-US': 'Wedding BrideToBe',
    'es-ES': 'Boda Novias',
  }),
  t(
    'handmade',
    'handmade, handcrafted, crafts, ceramics, pottery, crochet, artesanal, artesanais, artesanato, feito a mao, ceramica, croche, hecho a mano, artesania, alfareria, ganchillo',
    '🏺 🧶 🤲',
    { 'pt-BR': 'FeitoÀMão Artesanato', 'en-US': 'Handmade Crafts', 'es-ES': 'HechoAMano Artesanía' },
  ),
  t(
    'party',
    'party, parties, celebration, birthday, anniversary, festa, festas, aniversario, celebracao, comemoracao, fiesta, fiestas, cumpleanos, celebracion',
    '🎉 🥳 🎈',
    { 'pt-BR': 'Festa Comemoração', 'en-US': 'Celebration Party', 'es-ES': 'Fiesta Celebración' },
  ),
];

/**
 * Nouns per language that may become a hashtag or pick an emoji: `word:emoji` or `word`,
 * accent-folded and singular (plurals are found by `singulars`). Only nouns go here, never a
 * word that is as often a verb ("order", "run"): a hashtag must name a thing, not an action.
 */
const NOUNS_TEXT: Readonly<Record<Language, string>> = {
  'en-US': `yoga:🧘 pilates:🧘 meditation:🧘 mat:🧘 candle:🕯️ soap:🧼 book:📚 bookstore:📚 library:📚
    coffee:☕ espresso:☕ latte:☕ cappuccino:☕ tea:🍵 bean:☕ roaster:☕ cupping:☕ pizza:🍕 pepperoni:🍕
    burger:🍔 taco:🌮 sushi:🍣 salad:🥗 bread:🍞 sourdough:🍞 loaf:🍞 bakery:🥐 croissant:🥐 scone:🥐
    cake:🎂 cupcake:🧁 tart:🥧 pie:🥧 cookie:🍪 chocolate:🍫 lemon:🍋 strawberry:🍓 honey:🍯
    mushroom:🍄 truffle:🍄 wine:🍷 beer:🍺 cocktail:🍸 flower:💐 rose:🌹 tulip:🌷 bouquet:💐 plant:🪴
    garden:🌱 tree:🌳 beach:🏖️ sunset:🌅 mountain:⛰️ dog:🐶 puppy:🐶 cat:🐱 kitten:🐱 pet:🐾
    shirt:👕 t-shirt:👕 dress:👗 sneaker:👟 shoe:👟 bag:👜 jewelry:💍 makeup:💄 skincare:🧴 haircut:💇
    gym:🏋️ workout:💪 marathon:🏃 runner:🏃 bike:🚲 bicycle:🚲 football:⚽ soccer:⚽ tennis:🎾
    basketball:🏀 music:🎶 concert:🎤 guitar:🎸 piano:🎹 album:💿 camera:📷 photography:📷 photo:📸
    painting:🎨 art:🎨 ceramics:🏺 pottery:🏺 crochet:🧶 yarn:🧶 car:🚗 house:🏠 apartment:🏢
    laptop:💻 software:💻 webinar:💻 newsletter:📧 marketing:📈 business:💼 money:💰 savings:💰
    budget:💰 course:📚 workshop:🛠️ school:🏫 student:🎓 graduation:🎓 baby:👶 family:👨‍👩‍👧
    wedding:💍 birthday:🎂 party:🎉 gift:🎁 package:📦 delivery:🚚 farm:🚜 vegetable:🥦 fruit:🍎
    menu:📋 restaurant:🍽️ dinner:🍽️ lunch:🥪 breakfast:🥞 brunch:🥞 kitchen:🍳 chef:🧑‍🍳 market:🧺
    festival:🎪 ticket:🎟️ sale:🏷️ discount:🏷️ deal:🏷️ dentist:🦷 clinic:🩺 doctor:🩺 health:🩺
    wellness:🌿 nature:🌿 travel:✈️ hotel:🏨 app:📱 phone:📱 jazz:🎷 backpack:🎒 olive oil:🫒 class studio collection community
    recipe season starter neighborhood crafts`,
  'pt-BR': `ioga:🧘 yoga:🧘 pilates:🧘 meditacao:🧘 vela:🕯️ sabonete:🧼 livro:📚 livraria:📚 leitura:📖
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
  'es-ES': `yoga:🧘 pilates:🧘 meditacion:🧘 vela:🕯️ jabon:🧼 libro:📚 libreria:📚 lectura:📖 cafe:☕
    pizza:🍕 hamburguesa:🍔 ensalada:🥗 pan:🍞 masa madre:🍞 panaderia:🥐 obrador:🥖 harina:🌾 trigo:🌾
    tarta:🍰 pastel:🍰 pasteleria:🧁 roscon:👑 turron:🍬 chocolate:🍫 helado:🍦 fresa:🍓 limon:🍋
    miel:🍯 vino:🍷 cerveza:🍺 flor:💐 rosa:🌹 planta:🪴 jardin:🌱 hoja:🍃 playa:🏖️ montana:⛰️
    perro:🐶 gato:🐱 mascota:🐾 camiseta:👕 vestido:👗 zapatilla:👟 zapato:👠 bolso:👜 maquillaje:💄
    peluqueria:💇 gimnasio:🏋️ entrenamiento:💪 running:🏃 maraton:🏃 bicicleta:🚲 futbol:⚽ musica:🎶
    concierto:🎤 guitarra:🎸 foto:📸 fotografia:📷 arte:🎨 ceramica:🏺 ganchillo:🧶 coche:🚗 casa:🏠
    piso:🏢 aplicacion:📱 movil:📱 curso:📚 taller:🛠️ escuela:🏫 estudiante:🎓 graduacion:🎓 bebe:👶
    nino:🧒 familia:👨‍👩‍👧 boda:💍 cumpleanos:🎂 fiesta:🎉 regalo:🎁 caja:📦 pedido:📦 envio:🚚
    reparto:🚚 huerta:🥬 huerto:🥬 verdura:🥬 cesta:🧺 fruta:🍎 menu:📋 restaurante:🍽️ cena:🍽️
    comida:🍽️ cocina:🍳 tortilla:🍳 patata:🥔 cebolla:🧅 mercado:🧺 feria:🎪 entrada:🎟️ rebaja:🏷️
    descuento:🏷️ oferta:🏷️ dentista:🦷 sonrisa:😁 clinica:🩺 medico:🩺 salud:🩺 naturaleza:🌿
    viaje:✈️ consejo:💡 aceite:🫒 aceite de oliva:🫒 oliva:🫒 olivo:🫒 mochila:🎒 vinoteca:🍷 cata:🍷
    clase estudio coleccion comunidad receta temporada principiante barrio`,
};

export interface Noun {
  /** Accent-folded singular. */
  key: string;
  emoji: string | null;
}

/** Topic stems that are not nouns (verbs, adverbs): they pick a topic but never make a hashtag. */
const NOT_NOUNS = new Set([
  'learn',
  'aprender',
  'viajar',
  'invest',
  'investing',
  'economizar',
  'ahorrar',
  'off',
  'code',
  'coding',
  'digital',
  'healthy',
  'saudavel',
  'saludable',
]);

const NOUNS: ReadonlyMap<string, Noun> = (() => {
  const map = new Map<string, Noun>();
  for (const topic of TOPICS)
    for (const stem of topic.stems) if (!NOT_NOUNS.has(stem)) map.set(stem, { key: stem, emoji: null });
  for (const text of Object.values(NOUNS_TEXT)) {
    // A multi-word noun ("bolo de pote:🍰") always carries its emoji, so the match ends at it;
    // plain words (no emoji) come last in each list.
    for (const match of text.matchAll(/([^\s:][^:]*?):(\S+)|(\S+)/gu)) {
      const word = (match[1] ?? match[3] ?? '').trim();
      if (!word) continue;
      const key = fold(word);
      map.set(key, { key, emoji: match[2] ?? map.get(key)?.emoji ?? null });
    }
  }
  return map;
})();

/** Multi-word nouns ("bolo de pote", "masa madre"), looked up by their folded words. */
export const NOUN_PHRASES: ReadonlySet<string> = new Set([...NOUNS.keys()].filter((k) => k.includes(' ')));

const foldWord = fold;

/** The singular candidates of a folded word: "candles" → candle, "paes" → pao, "animais" → animal. */
function singulars(key: string): string[] {
  const out = [key];
  if (key.endsWith('oes') || key.endsWith('aes')) out.push(`${key.slice(0, -3)}ao`);
  if (key.endsWith('ns')) out.push(`${key.slice(0, -2)}m`);
  if (key.endsWith('is')) out.push(`${key.slice(0, -2)}l`);
  if (key.endsWith('ies')) out.push(`${key.slice(0, -3)}y`);
  if (key.endsWith('es')) out.push(key.slice(0, -2));
  if (key.endsWith('s')) out.push(key.slice(0, -1));
  return out;
}

/** The noun a word (or phrase) of any of the three languages is, if the lexicon knows it. */
export function lookupNoun(word: string): Noun | null {
  const key = foldWord(word);
  for (const candidate of singulars(key)) {
    const noun = NOUNS.get(candidate);
    if (noun) return noun;
  }
  return null;
}

export function isKnownNoun(word: string): boolean {
  return lookupNoun(word) !== null;
}

/**
 * Common verbs of the three languages (accent-folded base forms and frequent inflections):
 * with the endings below, what keeps a verb from ever becoming a hashtag.
 */
const VERBS_TEXT = `
arrive open close join register bring keep use feed discard taste choose plant deliver start vote
buy shop order call visit follow share save try learn read tell ask move grow build launch celebrate
win enjoy meet reserve stop miss wait welcome include discover explore hang love prepare bake
cook serve sell pack ship wear watch listen play run walk sleep drink eat work help support
chegar chegou abrir abre fechar participar trazer leve levar manter usar regar regue verificar
verifique evitar evite comecar comeca comecei preparar chegam vender vendendo acreditar acredite
preferir preferem montar montando atender passa passar conhecer conheca comprar compre visitar
visite seguir siga salvar salve compartilhar compartilhe perguntar reservar reserve garantir
garanta aproveitar aproveite celebrar comemorar descobrir ganhar adorar
llegar llega abrir abrimos cerrar participar traer mantener usar regar riega comprobar evitar
empezar empece correr terminar termine preparar preparamos vender creer preferir montar atender
repartir reparte conocer comprar compra visitar seguir guardar compartir preguntar reservar
aprovechar celebrar descubrir ganar querer queremos saber cuidar acercar acercalas limpiar limpia
hacer haz pedir
`;

export const VERBS: ReadonlySet<string> = new Set(VERBS_TEXT.split(/\s+/).filter(Boolean).map(foldWord));

/**
 * Inflections that are almost always verbs ("preparamos", "estiveram", "started"): such
 * words describe the brief but make poor hashtags. Endings that nouns share are left out.
 */
const VERB_ENDINGS =
  /(?:[aei]mos|[aei]ram|avamos|[aei]remos|avam|[aei]ndo|iendo|aron|ieron|aban|[^e]ed|mente)$/u;

/** True for a word the verb list or an inflection ending marks as a verb ("arrives", "preparamos"). */
export function looksLikeVerb(word: string): boolean {
  const key = foldWord(word);
  // A word the noun lexicon knows is a noun here ("reading", "wedding"), whatever its ending.
  if (isKnownNoun(key)) return false;
  if (VERBS.has(key)) return true;
  for (const stem of [
    key.replace(/s$/, ''),
    key.replace(/es$/, ''),
    key.replace(/ed$/, ''),
    key.replace(/ing$/, ''),
    `${key.replace(/ing$/, '')}e`,
  ])
    if (stem !== key && VERBS.has(stem)) return true;
  return !key.includes(' ') && key.length >= 5 && VERB_ENDINGS.test(key);
}
