/** Empezar por un enlace: validación, rechazos y el campo «Empezar por un enlace» — es-ES. */
export const linksEsES = {
  validation: {
    required: 'Pega un enlace para leer.',
    tooLong: 'Este enlace es demasiado largo (como máximo 2048 caracteres).',
    invalid: 'Este enlace tiene caracteres que una dirección web no puede tener.',
  },
  errors: {
    notAUrl: 'Esto no parece una dirección web. Pega un enlace como https://ejemplo.es/articulo.',
    notFound:
      'No se ha podido encontrar esa página o no ha respondido. Revisa el enlace y vuelve a intentarlo.',
    notText:
      'Este enlace no es una página web ni un texto (puede ser un archivo o una imagen). Pega el enlace de un artículo o de una página.',
    empty: 'No hemos encontrado texto en esa página. Pega el texto en la descripción.',
    tooComplex:
      'Esta página está construida de una forma que no podemos leer (muchos más elementos, o elementos anidados mucho más hondo, de los que tiene un artículo). Pega en la descripción la parte que quieras.',
  },
  field: {
    label: 'Empezar por un enlace (opcional)',
    hint: 'Un artículo, una página de producto o una newsletter: la leemos y escribimos las publicaciones a partir de ella. Lo que escribas en la descripción se toma como instrucciones.',
    placeholder: 'https://',
    read: 'Leer el enlace',
    reading: 'Leyendo el enlace…',
    remove: 'Quitar el enlace',
    from: 'Las publicaciones se escribirán a partir de:',
    changed: 'El enlace ha cambiado: vuelve a leerlo antes de generar.',
    readFirst: 'Lee el enlace primero, para comprobar que es la página correcta.',
  },
  inBio: 'Enlace en la bio.',
};
