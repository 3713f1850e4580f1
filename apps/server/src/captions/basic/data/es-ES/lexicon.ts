import type { LexiconData } from '../types';

/** Spanish (Spain) words for the brief analysis (what each list is: LexiconData in ../types.ts). */
export const lexiconEsES = {
  stopwords: `
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
`,
  topics: {
    blackFriday: { stems: 'black friday, cyber monday, blackfriday', tags: 'BlackFriday' },
    christmas: { stems: 'navidad, navideno, navidena, papa noel', tags: 'Navidad' },
    newYear: { stems: 'ano nuevo, nochevieja', tags: 'AñoNuevo' },
    easter: { stems: 'pascua, semana santa', tags: 'SemanaSanta' },
    halloween: { stems: 'halloween, noche de brujas', tags: 'Halloween' },
    valentines: { stems: 'san valentin, dia de los enamorados', tags: 'SanValentín' },
    mothersDay: { stems: 'dia de la madre', tags: 'DíaDeLaMadre' },
    fathersDay: { stems: 'dia del padre', tags: 'DíaDelPadre' },
    carnival: { stems: 'carnaval', tags: 'Carnaval' },
    backToSchool: { stems: 'vuelta al cole, material escolar', tags: 'VueltaAlCole' },
    sale: {
      stems: 'promo, promos, oferta, ofertas, descuento, descuentos, rebaja, rebajas, promocion, cupon, off',
      tags: 'Rebajas Ofertas',
    },
    summer: { stems: 'verano', tags: 'Verano' },
    winter: { stems: 'invierno', tags: 'Invierno' },
    autumn: { stems: 'otono', tags: 'Otoño' },
    spring: { stems: 'primavera', tags: 'Primavera' },
    coffee: {
      stems: 'cafe, cafes, cafeteria, espresso, latte, cappuccino, barista',
      tags: 'Café AmantesDelCafé',
    },
    bakery: {
      stems: 'pan, panes, panaderia, obrador, masa madre, hogaza, bolleria, croissant',
      tags: 'Panadería PanArtesano',
    },
    sweets: {
      stems: 'tarta, tartas, postre, postres, pasteleria, galleta, galletas, bizcocho, chocolate',
      tags: 'Pastelería Postres',
    },
    drinks: { stems: 'vino, vinos, cerveza, cervezas, coctel, cocteles, vermut', tags: 'Brindis Copas' },
    food: {
      stems:
        'comida, comidas, receta, recetas, cena, almuerzo, desayuno, brunch, menu, restaurante, plato, platos, pizza, sushi, tapas, paella, gastronomia, gastronomico',
      tags: 'Gastronomía Comida',
    },
    fashion: { stems: 'moda, ropa, prenda, prendas, vestido, vestidos, zapatillas', tags: 'Moda Estilo' },
    beauty: {
      stems: 'belleza, maquillaje, cabello, peluqueria, unas, cosmetica',
      tags: 'Belleza Autocuidado',
    },
    fitness: {
      stems: 'fitness, gimnasio, entrenamiento, yoga, pilates, running, crossfit, ejercicio',
      tags: 'Fitness Entrenamiento',
    },
    health: {
      stems: 'salud, saludable, bienestar, medico, clinica, terapia, nutricion',
      tags: 'Salud Bienestar',
    },
    travel: {
      stems: 'viaje, viajes, viajar, vacaciones, playa, hotel, excursion, escapada, destino',
      tags: 'Viajes Turismo',
    },
    tech: {
      stems:
        'tecnologia, tecnologico, app, apps, aplicacion, software, inteligencia artificial, digital, startup, programacion, datos, plataforma',
      tags: 'Tecnología Innovación',
    },
    business: {
      stems:
        'negocio, negocios, empresa, empresas, emprendedor, emprendedores, emprendimiento, marketing, ventas, marca, clientes',
      tags: 'Emprendimiento Negocios',
    },
    education: {
      stems: 'curso, cursos, leccion, aprender, formacion, escuela, estudiante, estudiantes, taller',
      tags: 'Educación Aprendizaje',
    },
    music: {
      stems: 'musica, cancion, canciones, concierto, album, disco, playlist',
      tags: 'Música MúsicaEnDirecto',
    },
    pets: { stems: 'mascota, mascotas, perro, perros, gato, gatos, gatito', tags: 'Mascotas Perros' },
    nature: {
      stems: 'naturaleza, jardin, planta, plantas, flor, flores, sostenible, sostenibilidad, reciclaje, eco',
      tags: 'Naturaleza Sostenibilidad',
    },
    realEstate: {
      stems: 'inmueble, inmuebles, piso, pisos, apartamento, apartamentos, inmobiliaria',
      tags: 'Inmobiliaria Vivienda',
    },
    home: { stems: 'decoracion, muebles, hogar', tags: 'Decoración Hogar' },
    family: { stems: 'familia, hijos, ninos, bebé, bebe, bebes', tags: 'Familia Crianza' },
    sports: { stems: 'futbol, partido, campeonato, torneo, baloncesto', tags: 'Deporte Fútbol' },
    books: { stems: 'libro, libros, lectura, autor, autora, novela, biblioteca', tags: 'Lectura Libros' },
    art: {
      stems: 'arte, artista, diseno, foto, fotos, fotografia, pintura, ilustracion',
      tags: 'Arte Fotografía',
    },
    cars: { stems: 'coche, coches, vehiculo, vehiculos, moto, motos', tags: 'Coches Motor' },
    finance: {
      stems: 'dinero, finanzas, inversion, ahorro, ahorrar, presupuesto',
      tags: 'Finanzas FinanzasPersonales',
    },
    wedding: { stems: 'boda, bodas, novia, novio', tags: 'Boda Novias' },
    handmade: {
      stems: 'artesanal, artesania, hecho a mano, ceramica, alfareria, ganchillo',
      tags: 'HechoAMano Artesanía',
    },
    party: { stems: 'fiesta, fiestas, cumpleanos, aniversario, celebracion', tags: 'Fiesta Celebración' },
  },
  nouns: `yoga:🧘 pilates:🧘 meditacion:🧘 vela:🕯️ jabon:🧼 libro:📚 libreria:📚 lectura:📖 cafe:☕
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
  notNouns: ['aprender', 'viajar', 'ahorrar', 'digital', 'saludable', 'off'],
  verbs: `
llegar llega abrir abrimos cerrar participar traer mantener usar regar riega comprobar evitar
empezar empece correr terminar termine preparar preparamos vender creer preferir montar atender
repartir reparte conocer comprar compra visitar seguir guardar compartir preguntar reservar
aprovechar celebrar descubrir ganar querer queremos saber cuidar acercar acercalas limpiar limpia
hacer haz pedir
`,
} as const satisfies LexiconData;
