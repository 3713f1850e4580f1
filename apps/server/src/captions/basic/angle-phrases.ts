import type { AngleId, Language } from '@captia/shared';

/**
 * What the offline generator writes for each angle of a campaign (docs/decisions/0029), in each
 * language. A line may name the brief's facts — `{name}`, `{topic}`, `{price}`, `{offer}`,
 * `{when}`, `{where}` — and a countdown `{days}`; a line is used only when the brief has every
 * fact it names, so nothing is invented: no prices, dates, testimonials or scarcity the user
 * did not write. Lines carry no emoji or hashtag (their own switches add those).
 */
export interface AnglePack {
  /** First lines: what a reader sees in the feed. */
  openings: Readonly<Record<AngleId, readonly string[]>>;
  /** The middle, built from the facts. */
  bodies: Readonly<Record<AngleId, readonly string[]>>;
  /** The closing ask of each angle (the brand's own call to action replaces it on some). */
  ctas: Readonly<Record<AngleId, readonly string[]>>;
  /** One more line for long posts. */
  details: Readonly<Record<AngleId, readonly string[]>>;
  /** The countdown on its last day. */
  today: readonly string[];
  /** "3 days", "1 day". */
  days: (n: number) => string;
  /** "Day 2:" — prefixed when every opening of an angle is taken, so no two slots open alike. */
  numbered: (angleLabel: string, n: number) => string;
  angleLabels: Readonly<Record<AngleId, string>>;
}

const enUS: AnglePack = {
  openings: {
    announcement: ['Big news today.', 'Here it is, at last.', "It's official.", 'Something new starts now.'],
    tip: [
      'A quick tip before you go.',
      'Tip of the day, from us to you.',
      'Save this one for later.',
      'Small tip, big difference.',
      'Here is something most people miss.',
      'One thing we always tell first-timers.',
    ],
    'behind-the-scenes': [
      'A look behind the scenes.',
      'What you usually do not get to see.',
      'Before it reaches you, this happens.',
      'Meet the work behind {name}.',
      'How it all comes together.',
    ],
    'social-proof': [
      'Your words mean more than ours.',
      'Have you tried {topic} yet?',
      'We love seeing where {name} ends up.',
      'This one is for everyone who already came by.',
      'The best reviews come from you.',
    ],
    offer: [
      'The offer, in one line: {offer}.',
      '{offer}. Yes, really.',
      '{price}, and it is yours.',
      'Here is the deal.',
      'A good reason to say yes today.',
      'Worth every cent: {price}.',
    ],
    question: [
      'Quick question for you.',
      'We want to hear from you.',
      'Be honest with us.',
      'Settle this for us.',
      'Your turn to talk.',
    ],
    countdown: ['{days} to go.', 'Only {days} left.', 'The countdown is on: {days}.', '{days} and counting.'],
    reminder: [
      'Last call.',
      'A friendly reminder.',
      'In case you missed it.',
      'Do not let this one slip by.',
      'Still on your list?',
    ],
  },
  bodies: {
    announcement: ['{topic}, from {name}.', 'Everything starts {when}.'],
    tip: [
      'Plan ahead: {when} comes faster than you think.',
      'Write down {where} so you find it easily.',
      'Tell a friend who would love {topic}: it is better together.',
      'Come with a question or two: we love talking about {topic}.',
      'Add it to your calendar now: {when}.',
      'Arrive a few minutes early and make the most of it.',
    ],
    'behind-the-scenes': [
      'Every detail of {topic} goes through careful hands before it reaches you.',
      'The team behind {name} is getting everything ready for {when}.',
      'A lot of care goes into each {topic}, and it shows.',
      'This is the part we rarely show, and the part we are proudest of.',
    ],
    'social-proof': [
      'If {topic} made your day, tell us in the comments: your review helps the next person decide.',
      'Share a photo with {name} and tag us: we love reposting them.',
      'Tag the friend who always asks where you found {topic}.',
      'Tried it already? Your honest opinion helps us and everyone who is still deciding.',
    ],
    offer: [
      '{offer}, {when}.',
      '{topic} for {price}.',
      'The details: {offer}.',
      'All the information is right here: {price}, {when}.',
      'No tricks, no small print: just {topic} at a good price.',
    ],
    question: [
      'What would you choose first: {topic} or a surprise?',
      'Who are you bringing along {when}?',
      'Have you been to {where} before?',
      'What is the one thing you would like to know about {topic}?',
      'Tell us in one word what {topic} means to you.',
      'What would you like us to share next?',
    ],
    countdown: [
      '{when}: {name} is almost here.',
      'The date is set: {when}.',
      'Get ready: {topic} is almost here.',
      'Mark your calendar and set a reminder.',
    ],
    reminder: [
      'Remember: {when}, {where}.',
      '{offer}, {when}.',
      'See you {when}.',
      'This is the moment: {topic} is waiting for you.',
      'Everything you need to know is in our previous posts.',
    ],
  },
  ctas: {
    announcement: [
      'Follow us so you do not miss what comes next.',
      'Share it with someone who should know.',
      'Stay tuned.',
    ],
    tip: ['Save this post for later.', 'Send it to a friend who needs it.', 'Save it and share it.'],
    'behind-the-scenes': [
      'Follow along for more.',
      'Want to see more of this? Tell us.',
      'Stay close for the next part.',
    ],
    'social-proof': [
      'Leave your review in the comments.',
      'Tag us in your post.',
      'Share your experience below.',
    ],
    offer: ['Get yours now.', 'Send us a message to order.', 'Grab it while it lasts.'],
    question: ['Answer in the comments.', 'Tell us below.', 'Comment and we will reply.'],
    countdown: ['Set a reminder.', 'Save the date.', 'Turn on notifications.'],
    reminder: ['See you there.', 'Do not miss it.', 'Last chance to join.'],
  },
  details: {
    announcement: [
      'We have been waiting to share this with you.',
      'More details are coming in the next few days.',
      'Thank you for being here for it.',
    ],
    tip: [
      'We will share more tips like this during the week.',
      'Small habits make the difference.',
      'Questions? Ask away, we answer all of them.',
    ],
    'behind-the-scenes': [
      'There is a lot of work nobody sees, and we are proud of it.',
      'Every step matters to us.',
      'We love showing you how it is done.',
    ],
    'social-proof': [
      'Every comment is read by our team.',
      'Your feedback shapes what we do next.',
      'Thank you to everyone who already shared.',
    ],
    offer: [
      'Any questions about the offer? Send us a message.',
      'The details are in the post above.',
      'Simple as that.',
    ],
    question: [
      'We read every answer.',
      'The most curious answers will get a reply from us.',
      'There are no wrong answers.',
    ],
    countdown: ['It is getting close.', 'Make sure you are ready.', 'We are counting the days too.'],
    reminder: [
      'Thank you for following along all week.',
      'We will be glad to see you.',
      'If you already planned it, you are all set.',
    ],
  },
  today: ['Today is the day.', 'The day is here.', 'It is happening today.'],
  days: (n) => (n === 1 ? '1 day' : `${n} days`),
  numbered: (label, n) => `${label}, part ${n}:`,
  angleLabels: {
    announcement: 'Announcement',
    tip: 'Tip',
    'behind-the-scenes': 'Behind the scenes',
    'social-proof': 'Your reviews',
    offer: 'The offer',
    question: 'Question',
    countdown: 'Countdown',
    reminder: 'Reminder',
  },
};

const ptBR: AnglePack = {
  openings: {
    announcement: ['Novidade fresquinha.', 'Chegou a hora.', 'É oficial.', 'Começa agora uma coisa nova.'],
    tip: [
      'Uma dica rápida antes de você ir.',
      'Dica do dia, com carinho.',
      'Salva essa para depois.',
      'Dica pequena, diferença grande.',
      'Tem um detalhe que quase todo mundo esquece.',
      'Uma coisa que sempre contamos para quem vem pela primeira vez.',
    ],
    'behind-the-scenes': [
      'Um olhar nos bastidores.',
      'O que você normalmente não vê.',
      'Antes de chegar até você, acontece isso.',
      'Conheça o trabalho por trás de {name}.',
      'Como tudo ganha forma.',
    ],
    'social-proof': [
      'As suas palavras valem mais que as nossas.',
      'Você já conhece {name}?',
      'Adoramos ver até onde {name} chega.',
      'Este post é para quem já passou por aqui.',
      'As melhores avaliações vêm de vocês.',
    ],
    offer: [
      'A oferta, numa linha: {offer}.',
      '{offer}. Isso mesmo.',
      'Por {price}, é seu.',
      'Olha só a proposta.',
      'Um bom motivo para dizer sim hoje.',
      'Vale cada centavo: {price}.',
    ],
    question: [
      'Uma pergunta rápida para você.',
      'Queremos ouvir você.',
      'Pode falar a verdade.',
      'Ajuda a gente a decidir.',
      'Agora é a sua vez.',
    ],
    countdown: ['Faltam {days}.', 'Só mais {days}.', 'Contagem regressiva: {days}.', '{days} e contando.'],
    reminder: [
      'Última chamada.',
      'Um lembrete com carinho.',
      'Caso você tenha perdido.',
      'Não deixa passar.',
      'Ainda está na sua lista?',
    ],
  },
  bodies: {
    announcement: ['Novidade de {name}.', 'Tudo começa {when}.'],
    tip: [
      'Se organize: {when} chega mais rápido do que parece.',
      'Anota o endereço: {where}.',
      'Chama alguém que ama {name}: junto é melhor.',
      'Traga suas perguntas: a equipe de {name} adora conversar.',
      'Coloca na agenda agora: {when}.',
      'Chegue alguns minutos antes e aproveite cada momento.',
    ],
    'behind-the-scenes': [
      'Cada detalhe passa por mãos cuidadosas antes de chegar até você.',
      'A equipe de {name} está preparando tudo para {when}.',
      'Tem muito cuidado em cada etapa, e dá para sentir.',
      'Esta é a parte que quase nunca mostramos, e da qual mais nos orgulhamos.',
    ],
    'social-proof': [
      'Se {name} fez o seu dia, conta nos comentários: a sua avaliação ajuda quem ainda está decidindo.',
      'Poste uma foto com {name} e marque a gente: adoramos repostar.',
      'Marque aquele amigo que precisa conhecer {name}.',
      'Já experimentou? A sua opinião sincera ajuda a gente e quem ainda está em dúvida.',
    ],
    offer: [
      '{offer}, {when}.',
      '{topic} por {price}.',
      'Os detalhes: {offer}.',
      'Está tudo aqui: {price}, {when}.',
      'Sem pegadinha e sem letra miúda: {offer}.',
    ],
    question: [
      'O que você mais quer ver de {name}?',
      'Quem você vai levar {when}?',
      'Você já conhece {where}?',
      'O que você gostaria de saber sobre {name}?',
      'Diz numa palavra o que {name} significa para você.',
      'O que você quer ver por aqui nos próximos dias?',
    ],
    countdown: [
      '{when}: {name} está quase aí.',
      'A data está marcada: {when}.',
      'Prepare-se: falta pouco.',
      'Marque na agenda e ative um lembrete.',
    ],
    reminder: [
      'Lembre-se: {when}, {where}.',
      '{offer}, {when}.',
      'Nos vemos {when}.',
      'Chegou o momento: {name} está esperando por você.',
      'Tudo o que você precisa saber está nos nossos posts anteriores.',
    ],
  },
  ctas: {
    announcement: [
      'Siga a gente para não perder o que vem por aí.',
      'Compartilhe com quem precisa saber.',
      'Fique de olho.',
    ],
    tip: ['Salve este post para depois.', 'Mande para um amigo que precisa ver.', 'Salve e compartilhe.'],
    'behind-the-scenes': [
      'Acompanhe para ver mais.',
      'Quer ver mais disso? Conta pra gente.',
      'Fique por perto para a próxima parte.',
    ],
    'social-proof': [
      'Deixe a sua avaliação nos comentários.',
      'Marque a gente no seu post.',
      'Conte a sua experiência aqui embaixo.',
    ],
    offer: ['Garanta o seu agora.', 'Mande uma mensagem para pedir.', 'Aproveite enquanto dura.'],
    question: ['Responda nos comentários.', 'Conta aqui embaixo.', 'Comente que a gente responde.'],
    countdown: ['Ative um lembrete.', 'Salve a data.', 'Ative as notificações.'],
    reminder: ['Nos vemos lá.', 'Não perca.', 'Última chance de participar.'],
  },
  details: {
    announcement: [
      'Estávamos ansiosos para contar isso para vocês.',
      'Mais detalhes nos próximos dias.',
      'Obrigado por estar aqui com a gente.',
    ],
    tip: [
      'Vamos compartilhar mais dicas assim durante a semana.',
      'Pequenos hábitos fazem a diferença.',
      'Dúvidas? Pergunte, respondemos todas.',
    ],
    'behind-the-scenes': [
      'Tem muito trabalho que ninguém vê, e temos orgulho dele.',
      'Cada etapa importa para a gente.',
      'Adoramos mostrar como é feito.',
    ],
    'social-proof': [
      'A nossa equipe lê cada comentário.',
      'A sua opinião ajuda a decidir o que fazemos depois.',
      'Obrigado a todos que já compartilharam.',
    ],
    offer: [
      'Alguma dúvida sobre a oferta? Mande uma mensagem.',
      'Os detalhes estão no post acima.',
      'Simples assim.',
    ],
    question: [
      'Lemos todas as respostas.',
      'As respostas mais curiosas vão ganhar resposta nossa.',
      'Não existe resposta errada.',
    ],
    countdown: ['Está chegando.', 'Garanta que está tudo pronto.', 'A gente também está contando os dias.'],
    reminder: [
      'Obrigado por acompanhar a semana toda.',
      'Vai ser um prazer receber você.',
      'Se você já se programou, está tudo certo.',
    ],
  },
  today: ['Hoje é o dia.', 'O dia chegou.', 'É hoje.'],
  days: (n) => (n === 1 ? '1 dia' : `${n} dias`),
  numbered: (label, n) => `${label}, parte ${n}:`,
  angleLabels: {
    announcement: 'Anúncio',
    tip: 'Dica',
    'behind-the-scenes': 'Bastidores',
    'social-proof': 'Suas avaliações',
    offer: 'A oferta',
    question: 'Pergunta',
    countdown: 'Contagem regressiva',
    reminder: 'Lembrete',
  },
};

const esES: AnglePack = {
  openings: {
    announcement: ['Hoy hay novedades.', 'Por fin ha llegado.', 'Es oficial.', 'Algo nuevo empieza ahora.'],
    tip: [
      'Un consejo rápido antes de que vengas.',
      'El consejo del día, de nuestra parte.',
      'Guárdate este para luego.',
      'Consejo pequeño, gran diferencia.',
      'Hay un detalle que casi todo el mundo pasa por alto.',
      'Algo que siempre contamos a quien viene por primera vez.',
    ],
    'behind-the-scenes': [
      'Un vistazo entre bastidores.',
      'Lo que normalmente no ves.',
      'Antes de llegar a ti, pasa esto.',
      'Conoce el trabajo detrás de {name}.',
      'Así va tomando forma.',
    ],
    'social-proof': [
      'Tus palabras valen más que las nuestras.',
      '¿Ya conoces {name}?',
      'Nos encanta ver hasta dónde llega {name}.',
      'Esta publicación es para quien ya ha pasado por aquí.',
      'Las mejores reseñas las escribís vosotros.',
    ],
    offer: [
      'La oferta, en una línea: {offer}.',
      '{offer}. Sí, de verdad.',
      'Por {price}, es tuyo.',
      'Esta es la propuesta.',
      'Un buen motivo para decir que sí hoy.',
      'Vale cada céntimo: {price}.',
    ],
    question: [
      'Una pregunta rápida.',
      'Queremos leerte.',
      'Sé sincero con nosotros.',
      'Ayúdanos a decidir.',
      'Ahora te toca a ti.',
    ],
    countdown: ['Faltan {days}.', 'Solo quedan {days}.', 'Cuenta atrás: {days}.', '{days} y contando.'],
    reminder: [
      'Última llamada.',
      'Un recordatorio amistoso.',
      'Por si te lo perdiste.',
      'Que no se te escape.',
      '¿Sigue en tu lista?',
    ],
  },
  bodies: {
    announcement: ['Novedad de {name}.', 'Todo empieza {when}.'],
    tip: [
      'Organízate: {when} llega antes de lo que parece.',
      'Apunta la dirección: {where}.',
      'Avisa a alguien a quien le encante {name}: juntos es mejor.',
      'Trae tus preguntas: al equipo de {name} le encanta hablar.',
      'Añádelo ya a tu calendario: {when}.',
      'Llega unos minutos antes y aprovéchalo al máximo.',
    ],
    'behind-the-scenes': [
      'Cada detalle pasa por manos cuidadosas antes de llegar a ti.',
      'El equipo de {name} lo está preparando todo para {when}.',
      'Hay mucho cuidado en cada paso, y se nota.',
      'Esta es la parte que casi nunca enseñamos, y de la que más orgullosos estamos.',
    ],
    'social-proof': [
      'Si {name} te alegró el día, cuéntanoslo en los comentarios: tu reseña ayuda a quien aún duda.',
      'Sube una foto con {name} y etiquétanos: nos encanta compartirlas.',
      'Etiqueta a esa persona que tiene que conocer {name}.',
      '¿Ya lo has probado? Tu opinión sincera nos ayuda a nosotros y a quien aún está decidiendo.',
    ],
    offer: [
      '{offer}, {when}.',
      '{topic} por {price}.',
      'Los detalles: {offer}.',
      'Aquí lo tienes todo: {price}, {when}.',
      'Sin trucos ni letra pequeña: {offer}.',
    ],
    question: [
      '¿Qué te gustaría ver más de {name}?',
      '¿A quién te vas a traer {when}?',
      '¿Ya conoces {where}?',
      '¿Qué te gustaría saber sobre {name}?',
      'Dinos en una palabra qué significa {name} para ti.',
      '¿Qué te gustaría que compartiéramos después?',
    ],
    countdown: [
      '{when}: {name} ya casi está aquí.',
      'La fecha está marcada: {when}.',
      'Prepárate: queda muy poco.',
      'Márcalo en el calendario y pon un recordatorio.',
    ],
    reminder: [
      'Recuerda: {when}, {where}.',
      '{offer}, {when}.',
      'Nos vemos {when}.',
      'Ha llegado el momento: {name} te espera.',
      'Todo lo que necesitas saber está en nuestras publicaciones anteriores.',
    ],
  },
  ctas: {
    announcement: [
      'Síguenos para no perderte lo que viene.',
      'Compártelo con quien debería saberlo.',
      'Atento a las novedades.',
    ],
    tip: [
      'Guarda esta publicación para luego.',
      'Envíasela a alguien que la necesite.',
      'Guárdala y compártela.',
    ],
    'behind-the-scenes': [
      'Síguenos para ver más.',
      '¿Quieres ver más de esto? Dínoslo.',
      'No te pierdas la próxima parte.',
    ],
    'social-proof': [
      'Deja tu reseña en los comentarios.',
      'Etiquétanos en tu publicación.',
      'Cuéntanos tu experiencia aquí abajo.',
    ],
    offer: ['Consigue el tuyo ya.', 'Escríbenos para pedirlo.', 'Aprovéchalo mientras dure.'],
    question: ['Responde en los comentarios.', 'Cuéntanoslo aquí abajo.', 'Comenta y te respondemos.'],
    countdown: ['Pon un recordatorio.', 'Guarda la fecha.', 'Activa las notificaciones.'],
    reminder: ['Nos vemos allí.', 'No te lo pierdas.', 'Última oportunidad para apuntarte.'],
  },
  details: {
    announcement: [
      'Teníamos muchas ganas de contároslo.',
      'Más detalles en los próximos días.',
      'Gracias por estar aquí.',
    ],
    tip: [
      'Compartiremos más consejos como este durante la semana.',
      'Los pequeños hábitos marcan la diferencia.',
      '¿Dudas? Pregunta, las respondemos todas.',
    ],
    'behind-the-scenes': [
      'Hay mucho trabajo que nadie ve, y estamos orgullosos de él.',
      'Cada paso nos importa.',
      'Nos encanta enseñaros cómo se hace.',
    ],
    'social-proof': [
      'Nuestro equipo lee cada comentario.',
      'Tu opinión nos ayuda a decidir qué hacer después.',
      'Gracias a todos los que ya lo habéis compartido.',
    ],
    offer: [
      '¿Alguna duda sobre la oferta? Escríbenos.',
      'Los detalles están en la publicación.',
      'Así de sencillo.',
    ],
    question: [
      'Leemos todas las respuestas.',
      'Responderemos a las más curiosas.',
      'No hay respuestas incorrectas.',
    ],
    countdown: ['Ya queda poco.', 'Asegúrate de tenerlo todo listo.', 'Nosotros también contamos los días.'],
    reminder: [
      'Gracias por acompañarnos toda la semana.',
      'Será un placer verte.',
      'Si ya lo tienes planeado, todo listo.',
    ],
  },
  today: ['Hoy es el día.', 'Ha llegado el día.', 'Es hoy.'],
  days: (n) => (n === 1 ? '1 día' : `${n} días`),
  numbered: (label, n) => `${label}, parte ${n}:`,
  angleLabels: {
    announcement: 'Anuncio',
    tip: 'Consejo',
    'behind-the-scenes': 'Entre bastidores',
    'social-proof': 'Vuestras reseñas',
    offer: 'La oferta',
    question: 'Pregunta',
    countdown: 'Cuenta atrás',
    reminder: 'Recordatorio',
  },
};

export const ANGLE_PACKS: Readonly<Record<Language, AnglePack>> = {
  'en-US': enUS,
  'pt-BR': ptBR,
  'es-ES': esES,
};
