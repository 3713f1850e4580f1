import type { PhrasePack } from '../types';

export const phrasesEsES = {
  hooks: {
    'product-promotion': {
      formal: [
        'Os presentamos algo de lo que estamos muy orgullosos.',
        'Descubre nuestra novedad.',
        'Pensado para lo que de verdad necesitas.',
      ],
      warm: [
        '¿Adivinas qué acaba de llegar?',
        'Tenemos algo que te va a encantar.',
        'Saluda a tu nuevo favorito.',
      ],
      playful: [
        'Aviso: puede provocar ganas repentinas de comprar.',
        'Tu cesta de la compra te manda un mensaje: date el capricho.',
        'No es por presumir, pero nos ha quedado genial.',
      ],
      bold: ['Deja de hacer scroll. Vas a querer esto.', 'Es lo que estabas esperando.', 'No te lo pierdas.'],
      uplift: [
        'Hecho para que tus días sean un poco mejores.',
        'Las cosas buenas se hacen con cariño, y esta es una de ellas.',
        'Te mereces algo que te haga sentir bien de verdad.',
      ],
    },
    announcement: {
      formal: [
        'Tenemos una novedad importante.',
        'Comunicado importante.',
        'Queremos compartir una noticia con vosotros.',
      ],
      warm: [
        '¡Tenemos noticias y no podíamos esperar para contároslas!',
        '¡Noticias importantes, amigos!',
        'Algo nuevo está pasando por aquí.',
      ],
      playful: [
        'Redoble de tambores…',
        'Agarra bien el café: tenemos noticias.',
        'Última hora (de las buenas).',
      ],
      bold: ['Es oficial.', 'Gran noticia. Léelo.', 'Esto lo cambia todo.'],
      uplift: [
        'Hoy empieza un nuevo capítulo.',
        'Cada paso adelante empieza con una decisión. Esta es la nuestra.',
        'Estamos creciendo y agradecemos que formes parte de ello.',
      ],
    },
    event: {
      formal: ['Reserva la fecha.', 'Estás invitado.', 'Acompáñanos en un evento que merece la pena.'],
      warm: [
        '¡Vente con nosotros!',
        '¡Nos encantaría verte allí!',
        '¡Apúntalo en la agenda, va a ser genial!',
      ],
      playful: [
        'Libera la agenda. Sí, también ese compromiso.',
        'Alerta de FOMO: vas a querer estar allí.',
        'Tus planes acaban de mejorar, y mucho.',
      ],
      bold: ['No faltes.', 'No te lo cuenten después. Vívelo.', 'Es ahí donde tienes que estar.'],
      uplift: [
        'Hay momentos que son mejores compartidos.',
        'Pasan cosas grandes cuando la gente se junta.',
        'Vamos a crear un recuerdo que merezca la pena.',
      ],
    },
    'tips-educational': {
      formal: [
        'Lo que necesitas saber.',
        'Una guía rápida para guardar.',
        'Ideas prácticas para aplicar hoy mismo.',
      ],
      warm: [
        '¡Un consejo rápido para ti!',
        'Esto nos ayudó a nosotros y puede ayudarte a ti.',
        'Vamos a ponértelo fácil.',
      ],
      playful: [
        'Considera esto tu chuleta oficial.',
        'Conocimiento desbloqueado. De nada.',
        'Cosas que nos habría encantado saber antes:',
      ],
      bold: [
        'Casi todo el mundo se equivoca en esto.',
        'Lee esto antes de volver a intentarlo.',
        'Guárdalo. Lo vas a necesitar.',
      ],
      uplift: [
        'Aprender algo nuevo siempre es una victoria.',
        'Pequeñas lecciones, grandes avances.',
        'Todo crecimiento empieza con una buena idea.',
      ],
    },
    'behind-the-scenes': {
      formal: [
        'Así es como trabajamos.',
        'Detrás de cada resultado hay un proceso.',
        'Te enseñamos lo que hay entre bastidores.',
      ],
      warm: [
        '¡Ven a echar un vistazo entre bastidores!',
        '¿Alguna vez te has preguntado qué pasa antes del resultado final?',
        'Un pedacito de nuestro día a día.',
      ],
      playful: [
        'Lo que pasa de verdad cuando se apaga la cámara.',
        'Entre bastidores: menos glamur y más café.',
        'Spoiler: es más caótico de lo que parece.',
      ],
      bold: [
        'Sin filtros. Así se hace de verdad.',
        'El trabajo de verdad pasa aquí.',
        'Esto no se suele ver.',
      ],
      uplift: [
        'Todo gran resultado empieza con el trabajo que nadie ve.',
        'Así es la pasión vista de cerca.',
        'La magia está en el proceso.',
      ],
    },
    inspirational: {
      formal: [
        'Una reflexión que merece la pena compartir.',
        'El progreso se construye decisión a decisión.',
        'Un recordatorio para esta semana.',
      ],
      warm: [
        'Un pequeño recordatorio para ti hoy.',
        'Justo lo que necesitabas oír hoy.',
        'Un poco de buena energía para tu día.',
      ],
      playful: [
        'Motivación a domicilio. Sin necesidad de café.',
        'Ha llegado tu dosis diaria de buen rollo.',
        'Considera esto una señal.',
      ],
      bold: [
        'Deja de esperar el momento perfecto.',
        'Empieza ya.',
        'Eres capaz de mucho más de lo que crees.',
      ],
      uplift: [
        'Confía en los pequeños pasos.',
        'Cada día es una nueva oportunidad para empezar.',
        'Sigue adelante. Merece la pena.',
      ],
    },
    'question-engagement': {
      formal: [
        'Queremos conocer tu punto de vista.',
        'Una pregunta para nuestra comunidad.',
        'Tu opinión es importante para nosotros.',
      ],
      warm: ['¡Queremos saber de ti!', '¡Pregunta rápida!', '¿Hablamos?'],
      playful: [
        'Ayúdanos a zanjar este debate.',
        'Pregunta importante (muy seria, claro).',
        'Sé sincero, podemos soportarlo.',
      ],
      bold: ['Dinos la verdad.', 'Elige un bando.', 'Es momento de mojarse.'],
      uplift: ['Cada voz suma.', 'Aprendamos unos de otros.', 'Tu historia puede inspirar a alguien hoy.'],
    },
    seasonal: {
      formal: [
        'Una fecha especial merece un mensaje especial.',
        'Celebramos esta época del año contigo.',
        'Lo más destacado de la temporada.',
      ],
      warm: [
        '¡Ya llegó esa época del año!',
        '¡Ya está aquí la temporada y estamos listos!',
        '¡Lo celebramos contigo!',
      ],
      playful: [
        'Oficialmente en modo fiesta. No hay vuelta atrás.',
        'Previsión para esta temporada: 100 % celebración.',
        'Llevábamos días contando los días. Literalmente.',
      ],
      bold: [
        'Ya está aquí la temporada. Aprovéchala.',
        'Esta temporada, a lo grande.',
        'No dejes que esta época pase sin más.',
      ],
      uplift: [
        'Los mejores momentos son los que compartimos.',
        'Una época para celebrar lo que importa.',
        'Por muchos recuerdos nuevos.',
      ],
    },
  },
  ctas: {
    'product-promotion': {
      soft: [
        '¿Quieres saber más? Escríbenos un mensaje.',
        'Cuéntanos en comentarios qué te parece.',
        'Ven a verlo en persona.',
      ],
      direct: [
        'No esperes: consigue el tuyo hoy.',
        'Hazte con el tuyo ya.',
        'Cómpralo ahora y nota la diferencia.',
      ],
    },
    announcement: {
      soft: [
        'Atento a los próximos detalles.',
        'Cuéntanos en comentarios qué te parece.',
        'Compártelo con quien tenga que enterarse.',
      ],
      direct: [
        'Corre la voz.',
        'Síguenos para no perderte lo que viene.',
        'Activa las notificaciones y entérate el primero.',
      ],
    },
    event: {
      soft: ['Reserva la fecha y tráete a alguien.', 'Te esperamos.', 'Etiqueta a quien vendría contigo.'],
      direct: ['Apúntalo en la agenda ahora.', 'Reserva tu plaza hoy.', 'Etiqueta a quien se viene contigo.'],
    },
    'tips-educational': {
      soft: [
        'Guarda este post para más tarde.',
        'Compártelo con alguien a quien le vaya a servir.',
        '¿Qué consejo vas a probar primero?',
      ],
      direct: [
        'Guárdalo y ponlo en práctica hoy.',
        'Envíaselo a alguien que lo necesite.',
        'Pruébalo hoy y cuéntanos qué tal.',
      ],
    },
    'behind-the-scenes': {
      soft: [
        '¿Te gustaría ver más de nuestro día a día?',
        'Cuéntanos qué te gustaría ver la próxima vez.',
        'Gracias por formar parte de este camino.',
      ],
      direct: [
        'Síguenos para ver más entre bastidores.',
        '¿Quieres más? Coméntalo aquí.',
        'Síguenos para no perderte la próxima parte.',
      ],
    },
    inspirational: {
      soft: [
        'Compártelo con alguien que necesite leerlo hoy.',
        'Guárdalo como recordatorio.',
        'Etiqueta a alguien que te inspire.',
      ],
      direct: [
        'Da el primer paso hoy.',
        'Compártelo e inspira a alguien.',
        'Guárdalo y vuelve a leerlo cuando lo necesites.',
      ],
    },
    'question-engagement': {
      soft: [
        '¡Cuéntanoslo en comentarios!',
        'Leemos todas las respuestas.',
        'Déjanos tu opinión aquí abajo.',
      ],
      direct: [
        'Responde en comentarios.',
        'Comenta aquí. Leemos todas las respuestas.',
        'Deja tu respuesta aquí abajo.',
      ],
    },
    seasonal: {
      soft: [
        '¡Celébralo con nosotros!',
        'Compártelo con alguien especial.',
        'Cuéntanos cómo lo vas a celebrar.',
      ],
      direct: [
        'Aprovecha la temporada: ven a vernos hoy.',
        'No lo dejes para luego. Celébralo con nosotros ya.',
        'Compártelo con todos los que lo van a celebrar contigo.',
      ],
    },
  },
  details: {
    'product-promotion': [
      'Hecho para quienes se fijan en los detalles.',
      'Es de esas cosas que te hacen preguntarte cómo vivías sin ellas.',
      'Una calidad que se ve y se nota desde el primer día.',
    ],
    announcement: [
      'Llevamos tiempo trabajando en esto y estamos deseando que lo veas.',
      'Es un paso que hemos dado pensando en ti.',
      'Y aún queda mucho por venir, así que no te alejes.',
    ],
    event: [
      'Habrá buena compañía, grandes conversaciones y mucho que aprender.',
      'Es la ocasión perfecta para conectar, aprender y pasarlo bien.',
      'Trae tu curiosidad y a tus amigos.',
    ],
    'tips-educational': [
      'Los pequeños cambios como estos se notan antes de lo que crees.',
      'Ponlos en práctica y nota la diferencia.',
      'Sencillo, práctico y fácil de empezar.',
    ],
    'behind-the-scenes': [
      'Cada detalle pasa por muchas manos antes de llegar a ti.',
      'Es mucho trabajo, y nos encanta cada parte de él.',
      'Esta es la parte que nadie ve, y de la que más orgullosos estamos.',
    ],
    inspirational: [
      'El progreso no siempre hace ruido. A veces es solo volver a intentarlo.',
      'Sea lo que sea lo que estás construyendo, sigue.',
      'Respira, mira todo lo que has avanzado y sigue adelante.',
    ],
    'question-engagement': [
      'Aquí no hay respuestas incorrectas.',
      'Tenemos curiosidad por saber qué piensas.',
      'Tus respuestas nos ayudan a mejorar.',
    ],
    seasonal: [
      'Es el momento perfecto para bajar el ritmo y disfrutar de lo que importa.',
      'Lo hemos preparado todo con un cariño especial para esta época.',
      'Que esta temporada sea inolvidable.',
    ],
  },
  styleLines: {
    professional: [
      'Calidad, constancia y cuidado en cada detalle.',
      'Nuestro compromiso es aportar valor real.',
      'Seguimos centrados en lo que te importa.',
    ],
    casual: [
      '¿Sinceramente? Estamos bastante emocionados con esto.',
      'Sin complicaciones, solo cosas buenas.',
      'Así de fácil.',
    ],
    funny: [
      'Estamos más emocionados que un perro cuando oye la palabra "paseo".',
      'Os contaríamos más, pero se nos enfría el café.',
      'Efectos secundarios: sonreír mirando el móvil.',
    ],
    inspirational: [
      'Las cosas grandes llevan su tiempo, y merecen la pena.',
      'Cada pequeño paso cuenta.',
      'Sueña en grande, empieza poco a poco y no pares.',
    ],
    persuasive: [
      'Te mereces algo que marque la diferencia de verdad.',
      'Cuando lo pruebes, no querrás otra cosa.',
      'El mejor momento para empezar es ahora.',
    ],
    informative: [
      'La buena información lleva a mejores decisiones.',
      'Conocer los detalles marca la diferencia.',
      'Datos claros, sin rodeos.',
    ],
    friendly: [
      'Estamos aquí para lo que necesites.',
      'Gracias por formar parte de nuestra comunidad.',
      'Nos encanta compartir momentos así contigo.',
    ],
    bold: ['Nada a medias.', 'O todo o nada.', 'Solo actitud.'],
  },
  networkCtas: {
    instagram: [
      'Guarda este post para encontrarlo luego.',
      'Síguenos para ver más contenido así.',
      '¡Compártelo en tus stories!',
    ],
    facebook: [
      'Compártelo con tus amigos.',
      'Deja un comentario y únete a la conversación.',
      'Sigue nuestra página para no perderte nada.',
    ],
    x: ['Repostea si estás de acuerdo.', 'Responde con tu opinión.', 'Síguenos para más.'],
    linkedin: [
      '¿Cuál es tu experiencia? Cuéntala en comentarios.',
      'Sigue nuestra página para más contenido como este.',
      'Compártelo con tu red.',
    ],
    tiktok: [
      'Síguenos para más.',
      'Comenta qué quieres ver en el próximo vídeo.',
      'Envíaselo a alguien que tenga que verlo.',
    ],
    threads: ['Responde y cuéntanoslo.', 'Síguenos para más.', 'Repostea si te ha resonado.'],
    youtube: [
      'Suscríbete al canal y activa las notificaciones.',
      'Déjanos un comentario: los leemos todos.',
      'Dale a me gusta y compártelo si te ha servido.',
    ],
    pinterest: [
      'Guarda este Pin para más tarde.',
      'Guárdalo en tu tablero para no perderlo.',
      'Guárdalo para inspirarte.',
    ],
    bluesky: ['Responde y cuéntanos qué te parece.', 'Síguenos para más.', 'Repostéalo en tu feed.'],
    mastodon: ['Impúlsalo si le sirve a alguien.', 'Responde con tu opinión.', 'Síguenos para más.'],
  },
  questions: ['¿Qué opinas?', '¿Tú qué dices?', '¿Y tú?'],
  listIntros: ['Así se hace:', 'En resumen:', 'Apunta:'],
  labels: { when: 'Cuándo', where: 'Dónde', offer: 'Oferta' },
  singular: [
    [/\bTenemos\b/g, 'Tengo'],
    [/\btenemos\b/g, 'tengo'],
    [/\bEstamos\b/g, 'Estoy'],
    [/\bestamos\b/g, 'estoy'],
    [/\bSomos\b/g, 'Soy'],
    [/\bsomos\b/g, 'soy'],
    [/\bQueremos\b/g, 'Quiero'],
    [/\bqueremos\b/g, 'quiero'],
    [/\bOs presentamos\b/g, 'Os presento'],
    [/\bSíguenos\b/g, 'Sígueme'],
    [/\bCuéntanos\b/g, 'Cuéntame'],
    [/\bcuéntanos\b/g, 'cuéntame'],
    [/\bDéjanos\b/g, 'Déjame'],
    [/\bCelebramos\b/g, 'Celebro'],
    [/\bcelebramos\b/g, 'celebro'],
    [/\bhemos\b/g, 'he'],
    [/\bLeemos\b/g, 'Leo'],
    [/\bleemos\b/g, 'leo'],
    [/\btrabajamos\b/g, 'trabajo'],
    [/\bpodíamos\b/g, 'podía'],
    [/\bpodemos\b/g, 'puedo'],
    [/\besperamos\b/g, 'espero'],
    [/\benseñamos\b/g, 'enseño'],
    [/\bcontaríamos\b/g, 'contaría'],
    [/\bcompartimos\b/g, 'comparto'],
    [/\bagradecemos\b/g, 'agradezco'],
    [/\bSeguimos\b/g, 'Sigo'],
    [/\bvernos\b/g, 'verme'],
    [/\borgullosos\b/g, 'orgulloso'],
    [/\bnos\b/g, 'me'],
    [/\bcon nosotros\b/g, 'conmigo'],
    [/\bnosotros\b/g, 'yo'],
    [/\bNuestra\b/g, 'Mi'],
    [/\bnuestra\b/g, 'mi'],
    [/\bNuestro\b/g, 'Mi'],
    [/\bnuestro\b/g, 'mi'],
    [/\bnuestras\b/g, 'mis'],
    [/\bnuestros\b/g, 'mis'],
  ],
  topicFrames: ['Hoy toca hablar de {topic}.', 'Este post va de {topic}.', 'Hablemos de {topic}.'],
  seasonHooks: {
    christmas: ['Ya se respira la Navidad.', 'Llega la época más bonita del año.', 'Modo Navidad: activado.'],
    newYear: [
      'Año nuevo, nuevos comienzos.',
      '¿Listo para empezar de cero?',
      'Brindemos por el año que viene.',
    ],
    easter: [
      'La Semana Santa está a la vuelta de la esquina.',
      'Llegan días dulces de Pascua.',
      'Celebra la Pascua con nosotros.',
    ],
    halloween: ['Algo terrorífico se acerca.', '¿Truco o trato?', 'Ya está aquí Halloween.'],
    valentines: [
      'El amor está en el aire.',
      'San Valentín está a la vuelta de la esquina.',
      'Hecho con amor.',
    ],
    mothersDay: [
      'Para quien lo da todo: feliz Día de la Madre.',
      'Se acerca el Día de la Madre.',
      'Celebramos a todas las madres.',
    ],
    fathersDay: ['Se acerca el Día del Padre.', 'Por todos los padres.', 'Celebramos a todos los padres.'],
    blackFriday: [
      'Ya está aquí el Black Friday.',
      'Empieza la cuenta atrás del Black Friday.',
      'Black Friday, como debe ser.',
    ],
    summer: ['El verano te llama.', '¡Hola, verano!', 'Se vienen días de sol.'],
    winter: ['Llega la temporada de mantita.', 'Ya está aquí el invierno, abrígate.', '¡Hola, invierno!'],
    autumn: ['Ya está aquí el otoño.', '¡Hola, otoño!', 'Llegan los días acogedores de otoño.'],
    spring: ['Ya está aquí la primavera.', '¡Hola, primavera!', 'Nuevos comienzos y días en flor.'],
    carnival: ['¡Ya está aquí el Carnaval!', '¿Listo para el Carnaval?', '¡Que empiece la fiesta!'],
    backToSchool: ['Llega la vuelta al cole.', '¿Listo para el nuevo curso?', 'Curso nuevo, comienzo nuevo.'],
  },
  postTypeTags: {
    'product-promotion': ['Novedad', 'ComercioLocal'],
    announcement: ['Novedades', 'Comunicado'],
    event: ['Evento', 'ReservaLaFecha'],
    'tips-educational': ['Consejos', 'Aprendizaje'],
    'behind-the-scenes': ['EntreBastidores', 'NuestroDíaADía'],
    inspirational: ['Inspiración', 'Motivación'],
    'question-engagement': ['Comunidad', 'Debate'],
    seasonal: ['Celebración', 'FechasEspeciales'],
  },
  instructions: [
    /^\s*(?:por\s+favor,?\s+)?(?:escribe|escribir|crea|crear|genera|generar|haz|hacer|redacta|redactar|dame)\s+(?:me\s+)?(?:una?s?\s+|\d+\s+)?(?:[\p{L}-]+\s+){0,2}?(?:textos?|posts?|publicaci(?:[óo]n|ones)|descripci(?:[óo]n|ones)|copys?|captions?)\s+(?:sobre|para|de|del|anunciando|promocionando)\s+/iu,
    /^\s*(?:una?\s+)?(?:textos?|posts?|publicaci(?:[óo]n|ones))\s+(?:sobre|para)\s+/iu,
  ],
  contractions: [
    [/\bde el\b/g, 'del'],
    [/\ba el\b/g, 'al'],
  ],
} as const satisfies PhrasePack;
