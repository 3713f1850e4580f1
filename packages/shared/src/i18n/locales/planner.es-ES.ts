import type { plannerEnUS } from './planner.en-US';

/** El planificador: validación, errores de importación, avisos, ángulos, exportaciones — es-ES. */
export const plannerEsES: typeof plannerEnUS = {
  validation: {
    startDateInvalid: 'Elige una fecha de inicio (AAAA-MM-DD).',
    startDateOutOfRange: 'Elige una fecha de inicio entre hoy y dentro de un año.',
    dateOutOfRange: 'Elige una fecha entre hoy y dentro de un año.',
    exportNetworkRequired: 'Hootsuite admite una red por archivo: elige la red que quieres exportar.',
    daysInvalid: 'Planifica de 1 a 14 días.',
    postsPerDayInvalid: 'Planifica de 1 a 3 publicaciones al día.',
    timeInvalid: 'Escribe la hora como HH:MM (24 horas).',
    postTextRequired: 'La publicación no puede estar vacía.',
    postTextTooLong: 'La publicación es demasiado larga.',
    postTextInvalid: 'La publicación contiene caracteres no permitidos (caracteres de control).',
    patchEmpty: 'Cambia el texto, la fecha o la hora.',
    csvRequired: 'Añade un archivo CSV con las columnas date, network y brief.',
  },
  rules: {
    empty: 'La publicación no puede estar vacía.',
    tooLong: 'Esta publicación es demasiado larga para {{network}}: {{length}} de {{max}} como máximo.',
    emojisOff: 'Esta planificación se escribió sin emojis: quítalos de la publicación.',
    hashtagsOff: 'Esta planificación se escribió sin hashtags: quítalos de la publicación.',
    tooManyHashtags: '{{network}} admite como máximo {{max}} hashtags por publicación.',
    forbiddenCharacter: '{{network}} no acepta algunos caracteres de esta publicación (como < o >).',
  },
  import: {
    malformed: 'Fila {{row}}: el CSV no se puede leer desde aquí (unas comillas sin cerrar o sueltas).',
    headerInvalid: 'La primera fila debe ser la cabecera: date,network,brief.',
    empty: 'El archivo no tiene filas debajo de la cabecera.',
    tooManyRows: 'Se pueden importar hasta {{max}} filas a la vez; este archivo tiene {{count}}.',
    columns: 'Fila {{row}}: se esperaban 3 columnas (date, network, brief) y hay {{count}}.',
    dateInvalid: 'Fila {{row}}, columna date: escribe la fecha como AAAA-MM-DD.',
    dateOutOfRange: 'Fila {{row}}, columna date: elige una fecha entre hoy y dentro de un año.',
    networkInvalid:
      'Fila {{row}}, columna network: usa instagram, facebook, x, linkedin, tiktok, threads, youtube o pinterest.',
    briefRequired: 'Fila {{row}}, columna brief: la descripción está vacía.',
    briefTooLong: 'Fila {{row}}, columna brief: la descripción tiene más de {{max}} caracteres.',
    briefInvalid:
      'Fila {{row}}, columna brief: la descripción contiene caracteres no permitidos (caracteres de control).',
  },
  notices: {
    slotsUnwritten:
      'No se pudieron escribir {{count}} de {{total}} huecos de publicación; no se han contado.',
  },
  angles: {
    announcement: 'Anuncio',
    tip: 'Consejo',
    'behind-the-scenes': 'Entre bastidores',
    'social-proof': 'Prueba social',
    offer: 'Oferta',
    question: 'Pregunta',
    countdown: 'Cuenta atrás',
    reminder: 'Recordatorio',
  },
  calendar: {
    summary: 'Publicación en {{network}}: {{angle}}',
    alarm: 'Hora de publicar en {{network}}',
  },
};
